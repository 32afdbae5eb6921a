/** The component-test harness: one msw server, one next/navigation mock, one render helper. */
export { server, withHandlers } from './server';
export { mockNavigation, type MockNavigation } from './navigation';
export { renderScreen, type RenderScreenOptions } from './render';
