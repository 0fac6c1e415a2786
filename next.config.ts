import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { securityHeaders } from './src/platform/http/security-headers'

const nextConfig: NextConfig = {
  // A second build directory lets two builds (say, a benchmark and development) sit side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // One cache for pages and data, shared through Redis when there are several instances (see the handler).
  cacheHandler: path.resolve(import.meta.dirname, 'src/platform/next-cache/cache-handler.mjs'),
  // The handler keeps its own memory; Next.js's copy in front of it would outlive another instance's edit.
  cacheMaxMemorySize: 0,
  // The proxy (src/proxy.ts) sees every API request; Next cuts a body it passes through at this size,
  // so it must hold the largest upload (payload.config.ts: 20 MB) with room for the form around it.
  // A clean checkout's one build (CI) has no use for Turbopack's cache of it: BUILD_CACHE=off skips writing it.
  experimental: { proxyClientMaxBodySize: '21mb', turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off' },
  // `npm test` type-checks the whole project before it builds (scripts/test.sh), so its build need not again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  headers: async () => [{ source: '/:path*', headers: securityHeaders() }],
  images: {
    localPatterns: [{ pathname: '/payload-api/**' }],
    formats: ['image/avif', 'image/webp'],
    // Next.js's widths without 2048 and 3840: pages show the sizes Media makes, 1920 px wide at most
    // (image-sizes.ts), and the optimiser does not enlarge, so those entries only lengthened every srcset.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
  },
  turbopack: { root: path.resolve(import.meta.dirname) },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks for the colour-scheme client hint on every response, as a critical hint, so the
 * browser sends every first navigation twice to include it. Only the admin themes itself by it.
 */
const adminOnlyClientHints: NextConfig['headers'] = async () =>
  (await payloadConfig.headers!()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some(({ key }) => key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

const config: NextConfig = { ...payloadConfig, headers: adminOnlyClientHints }

export default config
