import { useRef } from 'react';

/**
 * A draft's save that keeps its city only once the customer chose one (or the draft held one they chose):
 * the visitor's city is where the field starts, not a choice, and kept with the first letter typed it
 * outlived a city named since (a link's ?cityCode=, home's), as the site finder's start did. `accepts`: a
 * value that takes the city on as chosen (the formal complaint's 承保机构, picked in it).
 */
export function useSaveWithChosenCity<T extends object>(
  save: (values: T) => void,
  key: keyof T,
  visitorCity: string,
  draftCity: string | undefined,
  accepts?: (values: T) => boolean,
) {
  const start = useRef({ city: draftCity || visitorCity, chosen: Boolean(draftCity) }).current;
  return (values: T) => {
    if (values[key] !== start.city || accepts?.(values)) start.chosen = true;
    save(start.chosen ? values : { ...values, [key]: '' });
  };
}
