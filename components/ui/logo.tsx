import { preload } from 'react-dom';

interface LogoProps {
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * The wordmark (public/logo.svg), rendered on the server only. next/image served an SVG as it is
 * anyway, but as a client component it brought about 5 kB of script into the first load of every
 * screen that shows the logo. The markup is what next/image printed with `priority`: the same
 * attributes and the same preload of the file in the head, so the logo paints as early as before.
 */
export function Logo({ alt, width, height, className }: LogoProps) {
  preload('/logo.svg', { as: 'image' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a static SVG, which next/image would not optimise either
    <img alt={alt} width={width} height={height} decoding="async" data-nimg="1" className={className} style={{ color: 'transparent' }} src="/logo.svg" />
  );
}
