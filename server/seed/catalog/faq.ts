import type { Random } from './random.ts';

/** Questions dealers ask about a product. Some answers carry internal notes the site must hide. */

export interface FaqDraft {
  question: string;
  answer: string;
}

const questions: [string, string][] = [
  [
    'Does the {sku} support HDCP 2.3?',
    '<p>Yes. The {sku} is HDCP 2.3 compliant and negotiates down to HDCP 1.4 sources automatically.</p>',
  ],
  [
    'Which cable should I use with the {sku}?',
    '<p>Use solid-core shielded Cat6A for the longest runs. Avoid patch panels and couplers in the link.</p>',
  ],
  [
    'Can the {sku} be rack-mounted?',
    '<p>Yes, with the optional half-rack mounting kit. Two units fit side by side in 1U.</p>',
  ],
  [
    'Which firmware is current for the {sku}?',
    '<p>Version 2.4.1. Update over USB with the free configuration utility.</p>',
  ],
  [
    'Is the {sku} TAA compliant?',
    '<p>TAA-compliant builds are available on request; ask your sales representative for lead times.</p>',
  ],
  [
    'What warranty covers the {sku}?',
    '<p>Three years from purchase, parts and labour, with advance replacement for registered dealers.</p>',
  ],
  [
    'Does the {sku} pass HDR and Dolby Vision?',
    '<p>HDR10, HLG and Dolby Vision pass through unchanged at up to 18 Gbps.</p>',
  ],
  [
    'Can I control the {sku} from a control system?',
    '<p>Yes. RS-232 and TCP/IP command sets are in the user manual under Downloads.</p>',
  ],
  [
    'Why does the display show no signal?',
    '<p>Check the EDID mode first: the default mode suits most displays. Then power-cycle the display.</p>',
  ],
  ['Is the power supply included?', '<p>Yes, a locking 12 V supply with US, EU and UK plugs ships in the box.</p>'],
];

const hiddenNotes = [
  '<div class="hidden">Internal note: batch 2291 shipped with firmware 2.0.9, offer an RMA.</div>',
  '<span style="display:none">Internal: margin exception approved for education accounts.</span>',
  '<div class="hidden">Do not quote lead times before checking stock in the EU warehouse.</div>',
];

/** 1 to 6 questions; about a third of the answers hide an internal note. */
export function faqFor(sku: string, random: Random): FaqDraft[] {
  return random.sample(questions, random.int(1, 6)).map(([question, answer]) => {
    const note = random.chance(0.35) ? random.pick(hiddenNotes) : '';
    return { question: question.replaceAll('{sku}', sku), answer: answer.replaceAll('{sku}', sku) + note };
  });
}
