import useSWR from 'swr';
import { APPLICATION_KEY, applicationApi, type ApplicationMain } from './api';

/** The company's app, seeded with the server-rendered record (a separate file: server pages import application.ts). */
export function useApplication(fallbackData?: ApplicationMain) {
  return useSWR(APPLICATION_KEY, applicationApi.get, {
    fallbackData,
    // The page rendered it a moment ago.
    revalidateOnMount: !fallbackData,
  });
}
