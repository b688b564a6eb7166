import type { APIContext } from 'astro';
import { loadContent } from '../../../lib/site-data.build.ts';
import { drawnMarks, partnerLogoSvg } from '../../../features/content/partners/logo.ts';

/** A logo for every partner whose logo path is in the site's images/logos folder. */
export async function getStaticPaths() {
  const { partners } = await loadContent();
  return drawnMarks(partners.flatMap((group) => group.partners));
}

export function GET({ props }: APIContext<{ name: string }>) {
  return new Response(partnerLogoSvg(props.name), { headers: { 'Content-Type': 'image/svg+xml' } });
}
