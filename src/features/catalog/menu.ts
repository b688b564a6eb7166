import { layout } from '../../config/index.ts';

/** Splits the menu's categories into columns of `perColumn`, keeping their order (sorted by name). */
export function menuColumns<T>(items: readonly T[], perColumn: number = layout.megaMenuCategoriesPerColumn): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += perColumn) columns.push(items.slice(start, start + perColumn));
  return columns;
}
