import type { ReactNode } from 'react';
import { PageHeader } from '../../../app/PageHeader';
import './content.css';

/** The frame of a content page: the header bar, then the page's main content. */
export function ContentPage(props: { title: string; children: ReactNode; className?: string }) {
  return (
    <>
      <PageHeader title={props.title} />
      <main className={['content-page', props.className].filter(Boolean).join(' ')}>{props.children}</main>
    </>
  );
}
