import type { Generated } from 'kysely';

/**
 * Row types of every table, for Kysely. Identity columns and columns with defaults are
 * `Generated`. Integer, bigint and numeric columns read as numbers (parsers are installed), flags
 * as booleans; timestamps and JSON blobs are text.
 */
export interface Database {
  meta: MetaTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  products: ProductsTable;
  stocks: StocksTable;
  product_files: ProductFilesTable;
  product_videos: ProductVideosTable;
  product_faqs: ProductFaqsTable;
  home_products: HomeProductsTable;
  solutions: SolutionsTable;
  solution_products: SolutionProductsTable;
  accounts: AccountsTable;
  impersonations: ImpersonationsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  shipments: ShipmentsTable;
  warehouse_stock: WarehouseStockTable;
  partners: PartnersTable;
  news: NewsTable;
  blogs: BlogsTable;
  outbox: OutboxTable;
  submissions: SubmissionsTable;
  not_found_reports: NotFoundReportsTable;
  spent_passes: SpentPassesTable;
  rate_limits: RateLimitsTable;
  revoked_tokens: RevokedTokensTable;
  sign_in_pairs: SignInPairsTable;
  sign_in_known: SignInKnownTable;
  password_resets: PasswordResetsTable;
  company_members: CompanyMembersTable;
  order_approvals: OrderApprovalsTable;
  saved_lists: SavedListsTable;
  saved_list_lines: SavedListLinesTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  publish_lock: PublishLockTable;
  content_drafts: ContentDraftsTable;
  content_saves: ContentSavesTable;
  content_revisions: ContentRevisionsTable;
}

/** Facts about the database: database_id and catalog_revision (a number as text). */
export interface MetaTable {
  key: string;
  value: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: Generated<string>;
  image: Generated<string>;
  metadesc: string | null;
  metakeywords: string | null;
}

/** A subcategory has a category's columns and the category it belongs to. */
export interface SubcategoriesTable extends CategoriesTable {
  category_id: number;
}

/** subcategory_id is null for products that belong to no category. */
export interface ProductsTable {
  sku: string;
  pkskuid: number;
  sku_key: string;
  subcategory_id: number | null;
  title: string;
  subtitle: string;
  upc: string;
  summary: Generated<string>;
  description: Generated<string>;
  features: Generated<string>;
  specs: Generated<string>;
  image1: string | null;
  image2: string | null;
  image3: string | null;
  pageimage: string | null;
  thumbnail: string | null;
  kproimage: string | null;
  is_new: Generated<boolean>;
  hd4k: Generated<boolean>;
  is_taa: Generated<boolean>;
  metatitle: string | null;
  metadesc: string | null;
  metakeywords: string | null;
  released_on: string;
  /** The catalogue revision of the row's last change, its files, videos and questions included (set by triggers). */
  revision: Generated<string>;
  /** The digest of the row's HTML columns as cleaned; null or stale when written by hand (migration 110). */
  html_digest: Generated<string | null>;
}

/** Prices are numeric(12,2). */
export interface StocksTable {
  sku: string;
  msrp: number;
  msrp2: number;
  dealer: number;
  direct: number;
  dealer2: number;
  direct2: number;
  stock: number;
}

export interface ProductFilesTable {
  id: Generated<number>;
  sku: string;
  kind: 'diagram' | 'panel' | 'download';
  position: number;
  file_path: string;
  filetype: string;
  filesize: string;
}

export interface ProductVideosTable {
  id: Generated<number>;
  sku: string;
  position: number;
  video1: string;
  title: string;
  link: string;
}

export interface ProductFaqsTable {
  id: Generated<number>;
  sku: string;
  position: number;
  question: string;
  answer: string;
  /** The digest of the row's HTML columns as cleaned; null or stale when written by hand (migration 110). */
  html_digest: Generated<string | null>;
}

export interface HomeProductsTable {
  list: 'banner' | 'featured';
  position: number;
  sku: string;
}

export interface SolutionsTable {
  id: Generated<number>;
  key: string;
  appname: string;
  apptext: string;
  banner: string;
  thumbnail: string;
  sku: string;
  metatitle: string | null;
  metadesc: string | null;
  metakeywords: string | null;
  /** The digest of the row's HTML columns as cleaned; null or stale when written by hand (migration 110). */
  html_digest: Generated<string | null>;
}

export interface SolutionProductsTable {
  solution_id: number;
  tab: 'Converters' | 'Extenders' | 'Splitters' | 'Switchers';
  position: number;
  sku: string;
}

/** user_name and email are unique by lower(); profile is JSON text; bpid is the company's. */
export interface AccountsTable {
  id: Generated<number>;
  user_name: string;
  email: string;
  password_hash: string;
  account_type: string;
  bpid: string;
  can_impersonate: Generated<boolean>;
  profile: string;
  token_version: Generated<number>;
}

export interface ImpersonationsTable {
  id: Generated<number>;
  staff_account_id: number;
  /** NULL once the member signed in as was removed from its company. */
  target_account_id: number | null;
  created_at: string;
}

/** total is numeric(12,2). */
export interface OrdersTable {
  doc_entry: Generated<number>;
  doc_num: number;
  account_id: number;
  po: string;
  status: 'o' | 'c';
  order_date: string;
  total: number;
  card_name: string;
  bill_address: string;
  ship_address: string;
  comments: Generated<string>;
  idempotency_key: string | null;
  created_at: string;
  placed_by_account_id: number | null;
  request_digest: string | null;
  /** The user name of whoever placed the order; NULL for orders from before companies. */
  placed_by_name: string | null;
}

/** price is numeric(12,2). */
export interface OrderLinesTable {
  doc_entry: number;
  line_num: number;
  item_code: string;
  description: string;
  qty: number;
  open_qty: number;
  whscode: string;
  price: number;
  notes: Generated<string>;
  comment: Generated<string>;
}

export interface ShipmentsTable {
  id: Generated<number>;
  doc_entry: number;
  ship_date: string;
  ship_via: string;
  track_no: string;
  invoice: string;
}

export interface WarehouseStockTable {
  sku: string;
  asn_us: Generated<number>;
  stock_eu: Generated<number>;
  asn_eu: Generated<number>;
  stock_sz: Generated<number>;
  asn_sz: Generated<number>;
}

export interface PartnersTable {
  id: Generated<number>;
  region: 'North America' | 'EMEA' | 'South America' | 'Asia';
  name: string;
  logo: string;
  city: string;
  address: string;
  tel: string;
  email: string;
  url: string;
  /** The catalogue revision of the row's last change (migration 081). */
  revision: Generated<string>;
}

export interface NewsTable {
  id: Generated<number>;
  title: string;
  teaser: string;
  newslink: string | null;
  newsdate: string;
  newscontent: string;
  /** The catalogue revision of the row's last change (migration 081). */
  revision: Generated<string>;
  /** The digest of the row's HTML columns as cleaned; null or stale when written by hand (migration 110). */
  html_digest: Generated<string | null>;
}

export interface BlogsTable {
  pkblogid: Generated<number>;
  title: string;
  blogdate: string;
  content: string;
  meta_description: Generated<string>;
  meta_keywords: Generated<string>;
  subcategory_id: number;
  childimg: string;
  /** The catalogue revision of the row's last change (migration 081). */
  revision: Generated<string>;
  /** The digest of the row's HTML columns as cleaned; null or stale when written by hand (migration 110). */
  html_digest: Generated<string | null>;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  mail_from: string;
  mail_to: string;
  cc: Generated<string>;
  reply_to: Generated<string>;
  subject: string;
  body: string;
  created_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: string | null;
  locked_until: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  delivered_as: string | null;
}

/** payload is JSON text. */
export interface SubmissionsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  account_id: number | null;
  outbox_id: number | null;
  created_at: string;
}

export interface NotFoundReportsTable {
  id: Generated<number>;
  url: string;
  referrer: Generated<string>;
  created_at: string;
  hits: Generated<number>;
  last_at: string | null;
}

/** expires_at in epoch milliseconds. */
export interface SpentPassesTable {
  nonce: string;
  spent_by: string;
  expires_at: number;
}

/** window_start in epoch milliseconds. */
export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** expires_at in epoch seconds. */
export interface RevokedTokensTable {
  jti: string;
  expires_at: number;
}

/** last_at in epoch milliseconds. */
export interface SignInPairsTable {
  account: string;
  address: string;
  failures: number;
  last_at: number;
}

/** last_at in epoch milliseconds. */
export interface SignInKnownTable {
  account: string;
  address: string;
  last_at: number;
}

/** Times in epoch seconds. */
export interface PasswordResetsTable {
  token_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  purpose: Generated<'reset' | 'invitation'>;
}

/** A colleague's login in a company (company_id is the company's account row). */
export interface CompanyMembersTable {
  account_id: number;
  company_id: number;
  role: 'admin' | 'buyer' | 'viewer';
  status: 'invited' | 'active' | 'disabled';
  invited_at: string;
  /** A Buyer's spending limits; null is no limit. */
  order_limit: number | null;
  month_limit: number | null;
}

/** A buyer's order over a limit, waiting for (or decided by) the company's admins. */
export interface OrderApprovalsTable {
  id: Generated<number>;
  company_id: number;
  buyer_account_id: number | null;
  buyer_name: string;
  status: 'pending' | 'approved' | 'declined' | 'withdrawn';
  note: string;
  total: number;
  /** The lines as priced when asked for, as JSON. */
  lines: string;
  /** The PlacingOrder body as sent, as JSON. */
  request: string;
  created_at: string;
  decided_at: string | null;
  decided_by_name: string | null;
  reason: string | null;
  order_doc_num: number | null;
}

export interface SavedListsTable {
  id: Generated<number>;
  /** The company the list belongs to. */
  account_id: number;
  /** The member who made it; null once removed from the company. */
  owner_account_id: number | null;
  shared: Generated<boolean>;
  name: string;
  is_wishlist: Generated<boolean>;
  created_at: string;
  updated_at: string;
}

export interface SavedListLinesTable {
  list_id: number;
  sku: string;
  qty: number;
  position: number;
}

export interface QuotesTable {
  id: Generated<number>;
  account_id: number;
  status: 'requested' | 'answered' | 'ordered';
  note: string;
  target_date: string | null;
  created_at: string;
  expires_on: string | null;
  answered_by_account_id: number | null;
  answered_at: string | null;
  order_doc_entry: number | null;
  requested_by_staff_account_id: number | null;
  /** The member who asked (null once removed), and its user name as it was then. */
  requested_by_account_id: number | null;
  requested_by_name: string | null;
}

/** price is numeric(12,2), null until sales answer. */
export interface QuoteLinesTable {
  quote_id: number;
  line_num: number;
  sku: string;
  title: string;
  qty: number;
  price: number | null;
}

/** The lease of the one publish running (scripts/lib/publish/lock.ts). */
export interface PublishLockTable {
  id: number;
  token: string;
  /** Epoch milliseconds of the holder's last sign of life. */
  beat: number;
}

/** A staff edit waiting for the next publish; `fields` is JSON text. */
export interface ContentDraftsTable {
  kind: 'product' | 'blog' | 'news' | 'partner';
  record_key: string;
  fields: string;
  saved_by: string;
  saved_at: string;
}

/** Who saved which record when. */
export interface ContentSavesTable {
  id: Generated<number>;
  kind: string;
  record_key: string;
  account_id: number;
  user_name: string;
  saved_at: string;
}

/** An edit a publish applied, by build: the record's columns before and the draft's fields (JSON text). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  build: string;
  kind: 'product' | 'blog' | 'news' | 'partner';
  record_key: string;
  before: string;
  after: string;
  saved_by: string;
  applied_at: string;
  undone_at: string | null;
}
