import { NextResponse } from 'next/server';

// A middleware that never runs (its matcher matches no path of the bench): without a file of its
// own, Next built the product's middleware.ts into this app as well.
export function middleware(): NextResponse {
  return NextResponse.next();
}

export const config = { matcher: ['/never-matched'] };
