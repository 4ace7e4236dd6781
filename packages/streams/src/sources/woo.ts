import { first, joined } from './read'
import type { SourceMapping } from './types'

/**
 * A WooCommerce product as its REST API lists it (`name`, `description`, `short_description`,
 * `permalink`, `date_created`, `price`, `regular_price`, `sale_price`, `sku`,
 * `average_rating`, `rating_count`, `stock_status`, `images.0.src`, `categories[].name`). The
 * short description is the excerpt's source.
 */
export const woo: SourceMapping = (item) => ({
  title: first(item, 'name'),
  content: first(item, 'description'),
  excerpt: first(item, 'short_description'),
  image: first(item, 'images.0.src'),
  link: first(item, 'permalink'),
  author_name: '',
  date: first(item, 'date_created'),
  price: first(item, 'price'),
  regular_price: first(item, 'regular_price'),
  sale_price: first(item, 'sale_price'),
  sku: first(item, 'sku'),
  rating: first(item, 'average_rating'),
  reviews: first(item, 'rating_count'),
  stock: first(item, 'stock_status'),
  categories: joined(item, 'categories', 'name'),
})
