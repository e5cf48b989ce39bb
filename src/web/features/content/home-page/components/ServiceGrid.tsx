import { Link } from '../../../../app/router';
import type { groupServices } from '../../../../app/services';

/** The tiles of one customer need; the icon is the service's first character, so no image can fail. */
export function ServiceGrid(props: { groups: ReturnType<typeof groupServices> }) {
  return (
    <>
      {props.groups.map((group) => (
        <section key={group.id} className="home-card" aria-labelledby={`home-group-${group.id}`}>
          <h2 id={`home-group-${group.id}`} className="home-card-title">
            {group.name}
          </h2>
          <ul className="service-grid">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Link to={entry.route} className="service-tile" data-track={`home-service-${entry.id}`}>
                  <span className={`service-icon service-icon-${group.id}`} aria-hidden="true">
                    {entry.name.slice(0, 1)}
                  </span>
                  <span className="service-name">{entry.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
