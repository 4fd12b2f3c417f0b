/**
 * The translation namespaces each screen reads, its own first: unprefixed keys in a page
 * component come from that one. Page components read their text through these lists, and the
 * route table loads the same lists before a client-side navigation shows the page, so what a
 * page reads and what is loaded for it cannot drift apart. The lists also name the namespaces
 * of the features a page shows (the home page's optical modules are catalogue products, the
 * contact page holds the contact form).
 */
export const pageNamespaces = {
  home: ['home', 'pages', 'common', 'catalogue'],
  solution: ['solutions', 'pages', 'common', 'catalogue'],
  products: ['pages', 'catalogue', 'common'],
  category: ['pages', 'catalogue', 'common'],
  model: ['catalogue', 'common', 'pages', 'contactForm'],
  compare: ['pages', 'catalogue', 'common'],
  finder: ['finder', 'pages', 'catalogue', 'common'],
  about: ['about', 'pages', 'common'],
  contact: ['contact', 'pages', 'common', 'contactForm'],
  legal: ['legal', 'pages', 'common'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Namespaces a screen's HTML carries whole rather than only the keys its first render reads.
 * The contact form shows its messages when fetching them is no option: a send that failed
 * because the network is down, or a draft restored the moment the page hydrates.
 */
export const wholeNamespaces: Partial<Record<keyof typeof pageNamespaces, readonly string[]>> = {
  contact: ['contactForm'],
};
