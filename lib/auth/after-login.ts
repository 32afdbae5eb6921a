import { paths } from '../paths';

export interface LoginUser {
  name?: string | null;
  /** Onboarding step; 'done' means complete (§3). */
  step?: string | number | null;
}

/** Where a completed login lands (§4). */
export function afterLoginPath(user: LoginUser | null | undefined, isAdmin: boolean): string {
  if (isAdmin) return paths.adminCompanies;
  const step = user?.step;
  if (step === undefined || step === null || step === '') return paths.startScreen();
  if (step !== 'done') return paths.startScreen(step);
  return paths.home;
}
