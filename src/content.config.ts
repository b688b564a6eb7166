import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Authored copy: company and legal pages, case studies and landing pages. Editors change the words
 * in `src/content/` without touching components; the schemas fail the build on a missing field.
 */

const titled = { title: z.string().min(1), description: z.string().min(1).max(300) };
const block = z.object({ title: z.string().min(1), text: z.string().min(1) });

const company = defineCollection({
  loader: glob({ base: './src/content/company', pattern: '*.md' }),
  schema: z.object(titled),
});

export const caseStudyGroups = ['Digital Signage', 'Collaboration & Training', 'Education'] as const;

const caseStudies = defineCollection({
  loader: file('./src/content/case-studies.json'),
  schema: z.object({
    group: z.enum(caseStudyGroups),
    title: z.string().min(1),
    summary: z.string().min(1),
    /** Path of the PDF in the uploads folder. */
    pdf: z.string().regex(/^[\w/-]+\.pdf$/),
  }),
});

const sectors = defineCollection({
  // The file name is the address as the route table spells it (`higherEducation`), case kept.
  loader: glob({
    base: './src/content/sectors',
    pattern: '*.md',
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: z.object({
    title: z.string().min(1),
    order: z.number().int(),
    headline: z.string().min(1),
    quote: z.string().min(1),
    role: z.string().min(1),
    howItWorks: z.string().min(1),
  }),
});

const flexMatrix = defineCollection({
  loader: file('./src/content/landing/flexmatrix.json'),
  schema: z.object({
    title: z.string(),
    headline: z.string(),
    intro: z.string(),
    description: z.string(),
    benefits: z.array(block).length(4),
    models: z.array(z.object({ model: z.string(), size: z.string(), text: z.string() })).length(4),
    features: z.array(block).length(6),
  }),
});

const aoc = defineCollection({
  loader: file('./src/content/landing/aoc.json'),
  schema: z.object({
    title: z.string(),
    headline: z.string(),
    intro: z.string(),
    benefits: z.array(block).length(3),
    products: z.array(block).length(4),
    features: z.array(block).length(6),
    specs: z.array(z.string()).min(1),
  }),
});

/** Pages that show catalogue products picked from the named subcategories. */
const promos = defineCollection({
  loader: file('./src/content/landing/promos.json'),
  schema: z.object({
    title: z.string(),
    headline: z.string(),
    intro: z.string(),
    subcategories: z.array(z.string()).min(1),
    count: z.number().int().min(1).max(24),
  }),
});

export const collections = { company, caseStudies, sectors, flexMatrix, aoc, promos };
