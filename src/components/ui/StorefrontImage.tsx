import Image, { getImageProps, type ImageProps } from 'next/image'

type Props = Omit<ImageProps, 'priority' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'onLoadingComplete'>

/**
 * An optimised image (the sizes, `srcset` and lazy loading of `next/image`) that costs the browser no
 * JavaScript unless it is the page's largest paint. `next/image` is a client component: a product
 * grid sent every photo's props to the browser and ran each there on load, for placeholders and load
 * handlers the storefront does not use. So a lazy photo is a plain `<img>` rendered by the server.
 * The `preload` photo (eager, at high priority, with a preload link in the head) stays `next/image`:
 * an eager `<img>` in a server component puts a preload hint into the page's data, which the router
 * fetches ahead for every link on screen, so each page linked to would have its photo fetched at
 * high priority before anyone opened it.
 */
export function StorefrontImage({ preload = false, alt, ...imageProps }: Props) {
  if (preload) return <Image {...imageProps} alt={alt} preload fetchPriority="high" />
  const { props } = getImageProps({ ...imageProps, alt })
  // eslint-disable-next-line @next/next/no-img-element -- next/image's props, rendered by the server as a plain <img> (see above)
  return <img {...props} alt={alt} />
}
