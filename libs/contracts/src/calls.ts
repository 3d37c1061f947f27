/**
 * Call paths, as the spec names them, for every context (zod-free: the browser imports this as
 * '@dm/contracts/calls'). Both sides import these instead of spelling paths twice; each
 * context's contract file re-exports its own.
 */
export const Calls = {
  health: 'health',
  systemInstallation: 'system/installation',
} as const;
export type CallPath = (typeof Calls)[keyof typeof Calls];

/**
 * The identity wire (identity.ts has the requests and answers). Every call is POST /api/<path>
 * with a JSON body and cookies unless marked GET.
 */
export const IdentityCalls = {
  /** POST {email, name, password} → User; starts a session (sets the cookies). */
  register: 'auth/register',
  /** POST {email, password} → User; starts a session. */
  login: 'auth/login',
  /** POST {email} → {sent: true}, whether or not the address has an account. */
  forgotPassword: 'auth/forgot_password',
  /** POST {token, password} → {reset: true}; every session of the user is revoked. */
  resetPassword: 'auth/reset_password',
  /** POST {} → {refreshed: true}; rotates the refresh token (the guard also does it transparently). */
  refresh: 'auth/refresh',
  /** GET → {oidc: boolean}: false shows the built-in modal, true redirects to the provider. */
  authConfig: 'auth/config',
  /** GET ?mode=login|register&return_to=/path → 302 to the account provider. */
  oidcLogin: 'auth/oidc/login',
  /** GET: the provider returns here; 302 to return_to with the session started. */
  oidcCallback: 'auth/oidc/callback',
  /** POST {} → User, or null for a visitor (still 200). */
  getDetails: 'user/get_details',
  /** POST {} → {message: 'You have been Logged Out'}; clears the cookies, revokes the session. */
  logout: 'user/logout',
  /** POST {} → {own_teams, member_teams}. */
  fetchTeams: 'user/fetch_teams',
  /** GET → {'123rf': {remaining}, imagemaker: {balance}}. */
  credits: 'user/credits/',
} as const;

/**
 * The saved-designs wire (spec: library-and-dashboard §7, editor-and-tools §7 "Saved designs").
 * All POST with JSON and cookies; `user/fetch_owned_designs` also answers GET.
 */
export const DesignCalls = {
  createBlank: 'saved_design/create_blank_design',
  copyTemplate: 'design/copy_into_saved_design',
  clone: 'saved_design/clone_saved_design',
  createFromJson: 'saved_design/create_from_json/',
  get: 'saved_design/get',
  getOne: 'saved_design/get_one',
  update: 'saved_design/update/',
  updateThumbnail: 'saved_design/update_thumbnail',
  delete: 'saved_design/delete',
  claim: 'saved_design/claim',
  save: 'saved_design/save',
  fetchOwned: 'user/fetch_owned_designs',
  /** POST {host_email, emails, saved_design, role} → {shared: [emails]}: invitations (mailed). Owner only. */
  shareWithEmails: 'permission/share_permission_with_emails/',
  /** POST {user_email, saved_design, role?} → PermissionAnswer (the owner asks about anyone; others about themselves). */
  checkPermission: 'permission/check_permission/',
  /** POST {design_id, action: enable_edit | enable_view | disable} → the design's summary. Owner only. */
  alterLinkSharing: 'saved_design/alter_link_sharing',
  /** POST {} → [{resource_type: 'design', saved_design, role}]: designs shared with the caller. */
  fetchSharedPermissions: 'user/fetch_shared_permissions',
  /** POST {original_save_id, folderId, designs: [{design_file, thumbnail?, name?}]} → [{_id, ...}]: bulk edit's designs, all in one transaction. */
  bulkSave: 'saved_design/bulk_save',
} as const;

/** The catalog wire (catalog.ts has the requests and answers). */
export const CatalogCalls = {
  getDesignCategories: 'category/get_design_categories',
  fetchAllDesignCategories: 'category/fetch_all_design_categories',
  getCategories: 'category/get',
  getDesignRecommendations: 'category/get_design_recommendations',
  getDesigns: 'design/get/',
  getOneDesign: 'design/get_one',
  getOneDesignSlash: 'design/get_one/',
  getDesignByCustomUrl: 'design/get_by_custom_url',
  getDesignsByTagId: 'design/get_by_tag_id',
  searchDesignTemplates: 'design_templates/_search',
  getTextTemplates: 'text_template/get/',
  getOneTextTemplate: 'text_template/get_one/',
  searchTextTemplates: 'text_templates/_search',
  getDesignResources: 'design_resource/get/',
  getIcons: 'design_resource/get_icons',
  searchDesignResources: 'design_resources/_search',
  getColorPalettes: 'design_resource/get_color_palettes',
  getDisplayColorPalettes: 'design_resource/get_display_color_palettes',
  /** POST {id, design_id, quality 'm'} → {src}: a library photo (or a purchased resource) to place. */
  loadDesignResource: 'design_resource/load_design_resource',
  loadPixlrResource: 'design_resource/load_pixlr_resource',
  /** POST {query, page, per_page} → {provider, total, photos}: the configured Unsplash or Pexels search (provider null when none is). */
  searchExternalPhotos: 'design_resource/search_external_photos',
  /** POST {hash} (or {id}) → {src}; also GET .../load_123rf_resource/<hash>. */
  load123rfResource: 'design_resource/load_123rf_resource',
  getAllTags: 'tag/get_all',
  getAllLabels: 'tag/get_all_labels',
  /** Admins and designers. {id?, name, categories: [category id], keywords, custom_url?, active, design_file} → the template (a new one without id). */
  saveDesignTemplate: 'design_template/save',
  /** Admins and designers. {id?, name, keywords, active, design_file (one group)} → the text template. */
  saveTextTemplate: 'text_template/save',
  /** Admins and designers. {id, active} → the template: publish (true) or unpublish (false). */
  setDesignTemplateActive: 'design_template/set_active',
  setTextTemplateActive: 'text_template/set_active',
} as const;

/**
 * Photo folders and uploads. Uploads are multipart POSTs; `folder/get` is JSON. An upload's
 * images are served at GET /api/uploads/<file> to its owner and to those who may see a design
 * that uses it.
 */
export const FolderCalls = {
  /** POST {} → the caller's folders; {id} → [that folder with its resources]. */
  get: 'folder/get',
  /** POST multipart {file, folder_id} → {resources: [the photo]}. */
  uploadFile: 'folder/upload_file',
  /** POST multipart {folder_id, file, file, ...} → {resources}; the screen says 'Files uploaded'. */
  uploadMultiple: 'folder/upload_multiple_files',
  /** POST multipart {image, folderId} → {resources} (the editor's image upload helper). */
  uploadImage: 'folder/upload_image',
  /**
   * POST multipart {file}: a cut-out mask (PNG) made by the background remover → {resources: [it]};
   * kept with the user's uploads, served like them, never listed in a folder.
   */
  uploadMask: 'folder/upload_mask',
  /** GET /api/uploads/<file>: an upload's image or preview. */
  uploads: 'uploads',
  /** POST {folder_name, folder_type: photo | design} → the new folder's entry. */
  create: 'folder/create',
  /** POST {folder_id, new_name} → the folder's entry. Owned, non-protected folders only. */
  rename: 'folder/rename',
  /** POST {folder_id} → {deleted: folder_id}. Owned, non-protected folders only (their designs stay in My Designs). */
  delete: 'folder/delete',
  /** POST {folder_id, resource} → {removed: resource}: a design out of a design folder, or a photo out of a photo folder. */
  deleteResource: 'folder/delete_resource',
  /** POST {host_email, emails, folder_id, role} → {shared: [emails]}: one's own folder (not My Designs) with people, by e-mail. */
  share: 'folder/share',
  /** POST {folder_id, design_id} → {moved: true}: a design of one's own into one of one's design folders (out of any other). */
  moveDesign: 'saved_design/move_to_folder',
} as const;

/**
 * Premium resources, orders and payments (spec: editor §7 "Orders and payment", library §7).
 * All POST with JSON and cookies, signed-in only.
 */
export const OrderCalls = {
  /** {design_id, resources: [{id?, src?}]} → [{type, id, name, src, price, credits}]: the premium ones the caller has not bought. */
  getPremiumResources: 'design_resource/get_premium_resources',
  /** {design_id, resources: [id], payment_mode, coupon_code?, idempotency_key?} → {order, checkoutUrl?}. */
  addDesignOrder: 'order/add_design_order/',
  /** {skus: [{type: 'design_resource', design_resource}], payment_mode, designId} → the order. */
  add: 'order/add',
  /** {price, coupon_code} → {price, discount, coupon_code}. */
  applyCoupon: 'order/apply_coupon/',
  /** {id, paymentDetails?} → the order, fulfilled (the same order however often it is confirmed). */
  confirm: 'order/confirm',
  /** {order_id, payment_method} or {order_id, payment_intent_id} → {requires_action, payment_intent_client_secret} or {order}. Stripe only. */
  chargeStripe: 'order/charge_stripe',
  /** Stripe's signed webhook (raw JSON body, Stripe-Signature header). */
  stripeWebhook: 'order/stripe_webhook',
  /** {} → the caller's orders, newest first. */
  fetchOrderHistory: 'user/fetch_order_history/',
  /** {order_id} → the order as the built-in test checkout shows it (TEST MODE). */
  testCheckout: 'checkout/test/get',
  /** {order_id, outcome: 'success' | 'failure'} → {order, return_url}: the test checkout's payment. */
  testCheckoutPay: 'checkout/test/pay',
} as const;

/**
 * The audit console (admins only: 401 for visitors, 403 for everyone else). All POST with JSON.
 */
/** Brand kits and teams (editor §7). */
export const BrandCalls = {
  /** GET → sections named colors and fonts (the kit used: first own team's first). */
  getBrandKit: 'user/get_brand_kit',
  /** {brand_kit, team_id?} → the kit (the first own team's unless a team the caller edits is named). */
  updateBrandData: 'user/update_brand_data',
  /** multipart {name, file_type: logo | font, file, team_id?} → {_id, name, src, file_type}. */
  uploadBrandFile: 'user/upload_brand_file',
  /** {team_id, font_uploads} → the team's fonts left. */
  updateFontUploads: 'user/update_font_uploads',
  /** {team_id, email, role: view | edit} → the members (owners only). */
  inviteMember: 'team/invite_member',
  removeMember: 'team/remove_member',
} as const;

/** The mockup maker (editor §7, Mockups). */
export const MockupCalls = {
  /** {query, from, size} → {hits: {hits: [{_id, _source: {name, category}}]}}: name, category, keywords, description. */
  search: 'mockups/_search',
  /** {id: [ids], category_id?} → the mockups. */
  get: 'mockup/get',
  /** {priority_sort?, category_id?, page_no, size, active?} → a page of mockups. */
  getMockups: 'mockup/get_mockups',
  getOne: 'mockup/get_one',
  getSaved: 'mockup/get_saved',
  getAllSaved: 'mockup/get_all_saved',
  /** multipart {mockup_file, mockup_id, hue_values (JSON), user_images (JSON), saved_id?} → the saved mockup. */
  save: 'mockup/save',
  categoryMockups: 'category/get_mockups',
  recommendations: 'category/get_recommendations',
  /** {orderId, skuIndex} → {status, success, fileSrc?}. */
  renderStatus: 'order/mockup/render/status',
} as const;

export const AuditCalls = {
  /** {kind?, email?, resource_id?, from?, to?, page, per_page} → {streams, total, kinds}: streams with matching events, latest first. */
  streams: 'audit/streams',
  /** {stream_id, page, per_page} → the stream's events in order, each with its actor, correlation id, data and what it changed. */
  stream: 'audit/stream',
  /** {stream_id, at} → the stream's state at that moment, now, and what changed since. */
  state: 'audit/state',
  /** {} → the read models a replay can rebuild. */
  projections: 'audit/projections',
  /** {projection} ('all' or a name) → {job_id}: rebuilds into a separate schema from position 0 and compares with the live tables. */
  replay: 'audit/replay',
  /** {job_id} → the replay's progress and, when done, its report. */
  replayStatus: 'audit/replay/status',
  /** {format: 'csv' | 'json', stream_id} or {format, ...a search} → the events as a file (text). */
  export: 'audit/export',
} as const;
