// The titles of the layout's pages that are not in the menu tree (their tab, breadcrumb and
// heading): declared here, below both the router (which gives them to the tags bar and the
// breadcrumb) and the lazily loaded screens (which head their page with them).

/** /orgApply, where a 423 leads (spec section 8). */
export const ORG_APPLY_TITLE = '申请加入集团学校';
