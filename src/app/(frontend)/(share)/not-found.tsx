// A review link that does not open anything gets exactly the site's "Page not found".
export { default } from '../(storefront)/not-found'
