/** The sidebar's width, expanded and as icons: its own module, so the main chunk can read it without the sidebar. */
export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_COLLAPSED_WIDTH = 76;
