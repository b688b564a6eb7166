import type { APIContext } from 'astro';
import { loadContent } from '../../../lib/site-data.build.ts';
import { logoOf, partnerLogoSvg } from '../../../features/content/partners/logo.ts';

const LOGO_PATH = /^\/images\/logos\/([a-z0-9-]+)\.svg$/;

/** A logo for every partner whose logo path is in the site's images/logos folder. */
export async function getStaticPaths() {
  const { partners } = await loadContent();
  return partners
    .flatMap((group) => group.partners)
    .flatMap((partner) => {
      const match = LOGO_PATH.exec(logoOf(partner));
      return match?.[1] ? [{ params: { logo: match[1] }, props: { name: partner.name } }] : [];
    });
}

export function GET({ props }: APIContext<{ name: string }>) {
  return new Response(partnerLogoSvg(props.name), { headers: { 'Content-Type': 'image/svg+xml' } });
}
