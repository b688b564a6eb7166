import type { Db } from '../../db/index.ts';
import { insertRows } from '../insert-rows.ts';
import { facadeSvg } from '../art/facades.ts';
import type { ArtRenderer } from '../art/render.ts';
import { uploadsUrl } from '../catalog/media-store.ts';

type Region = 'North America' | 'EMEA' | 'South America' | 'Asia';

interface PartnerSeed {
  name: string;
  city: string;
  address: string;
  tel: string;
  domain: string;
}

const partnersByRegion: Record<Region, PartnerSeed[]> = {
  'North America': [
    {
      name: 'Summit AV Integration',
      city: 'Denver, CO',
      address: '1480 Wynkoop Street, Suite 300, Denver, CO 80202',
      tel: '+1 303 555 0142',
      domain: 'summitav.example',
    },
    {
      name: 'Great Lakes Presentation Systems',
      city: 'Chicago, IL',
      address: '222 W Merchandise Mart Plaza, Chicago, IL 60654',
      tel: '+1 312 555 0119',
      domain: 'glpresentation.example',
    },
    {
      name: 'Lone Star Pro Video',
      city: 'Austin, TX',
      address: '5900 Balcones Drive, Austin, TX 78731',
      tel: '+1 512 555 0160',
      domain: 'lonestarpro.example',
    },
    {
      name: 'Maple Leaf Integrated Media',
      city: 'Toronto, ON',
      address: '100 King Street West, Toronto, ON M5X 1A9',
      tel: '+1 416 555 0187',
      domain: 'mapleleafmedia.example',
    },
    {
      name: 'Pacific Signal Distribution',
      city: 'Portland, OR',
      address: '2200 NW Front Avenue, Portland, OR 97209',
      tel: '+1 503 555 0188',
      domain: 'pacificsignal.example',
    },
  ],
  EMEA: [
    {
      name: 'Rhein Medientechnik',
      city: 'Cologne, Germany',
      address: 'Mediapark 8, 50670 Köln, Germany',
      tel: '+49 221 555 0101',
      domain: 'rhein-medientechnik.example',
    },
    {
      name: 'Thames Visual Systems',
      city: 'London, United Kingdom',
      address: '30 Stamford Street, London SE1 9LQ, United Kingdom',
      tel: '+44 20 5550 0134',
      domain: 'thamesvisual.example',
    },
    {
      name: 'Nordic Signal AB',
      city: 'Stockholm, Sweden',
      address: 'Kungsgatan 44, 111 35 Stockholm, Sweden',
      tel: '+46 8 555 0172',
      domain: 'nordicsignal.example',
    },
    {
      name: 'Gulf Pro AV',
      city: 'Dubai, UAE',
      address: 'Dubai Internet City, Building 12, Dubai, UAE',
      tel: '+971 4 555 0190',
      domain: 'gulfproav.example',
    },
  ],
  'South America': [
    {
      name: 'Andes Audiovisual',
      city: 'Santiago, Chile',
      address: 'Av. Apoquindo 4500, Las Condes, Santiago, Chile',
      tel: '+56 2 2555 0121',
      domain: 'andesav.example',
    },
    {
      name: 'Paulista Sistemas de Vídeo',
      city: 'São Paulo, Brazil',
      address: 'Av. Paulista 1578, São Paulo, SP 01310-200, Brazil',
      tel: '+55 11 5555 0148',
      domain: 'paulistavideo.example',
    },
    {
      name: 'Rio de la Plata AV',
      city: 'Buenos Aires, Argentina',
      address: 'Av. Corrientes 1200, C1043 Buenos Aires, Argentina',
      tel: '+54 11 5555 0163',
      domain: 'rpav.example',
    },
    {
      name: 'Bogotá Integración Multimedia',
      city: 'Bogotá, Colombia',
      address: 'Calle 93 #11-26, Bogotá, Colombia',
      tel: '+57 1 555 0177',
      domain: 'bogotamultimedia.example',
    },
  ],
  Asia: [
    {
      name: 'Pearl River Connectivity',
      city: 'Shenzhen, China',
      address: '9 Keji South Road, Nanshan District, Shenzhen, China',
      tel: '+86 755 5550 1120',
      domain: 'pearlriverconnect.example',
    },
    {
      name: 'Marina Bay AV Solutions',
      city: 'Singapore',
      address: '1 Raffles Place, #20-61, Singapore 048616',
      tel: '+65 6555 0135',
      domain: 'marinabayav.example',
    },
    {
      name: 'Kanto Visual Engineering',
      city: 'Tokyo, Japan',
      address: '2-7-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005, Japan',
      tel: '+81 3 5550 0156',
      domain: 'kantovisual.example',
    },
    {
      name: 'Southern Cross AV',
      city: 'Sydney, Australia',
      address: '41 Bourke Road, Alexandria NSW 2015, Australia',
      tel: '+61 2 9555 0112',
      domain: 'southerncrossav.example',
    },
    {
      name: 'Deccan Pro Systems',
      city: 'Bengaluru, India',
      address: '80 Feet Road, Koramangala, Bengaluru 560034, India',
      tel: '+91 80 5550 0193',
      domain: 'deccanpro.example',
    },
  ],
};

/** A partner's picture is its office front, drawn from its name, city and region. */
export async function seedPartners(db: Db, art: ArtRenderer): Promise<void> {
  const rows = Object.entries(partnersByRegion).flatMap(([region, partners]) =>
    partners.map((partner) => ({
      region,
      name: partner.name,
      logo: uploadsUrl(art.render('partners', facadeSvg({ ...partner, region }))),
      city: partner.city,
      address: partner.address,
      tel: partner.tel,
      email: `sales@${partner.domain}`,
      url: `https://www.${partner.domain}`,
    })),
  );
  await insertRows(
    db,
    'partners',
    {
      region: 'text',
      name: 'text',
      logo: 'text',
      city: 'text',
      address: 'text',
      tel: 'text',
      email: 'text',
      url: 'text',
    },
    rows,
  );
}
