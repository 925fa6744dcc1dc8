/** Who sells Ria, from configuration: the landing page's contact links are built from it. */
export interface SiteConfig {
  providerName: string;
  providerPhone: string;
}
