'use client'

import { useEffect, useRef } from 'react'
// The prebuilt bundle, not swagger-ui-react: Turbopack drops the side effects ApiDOM registers its
// OpenAPI 3.1 parsers with, so the React package cannot open an operation of a 3.1 document.
// The bundle carries its own React.
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js'
import 'swagger-ui-dist/swagger-ui.css'

import './swagger-reference.css'

/** The document's title and description are left out: the page's own intro says them. */
const withoutIntro = { components: { InfoContainer: () => null } }

/** The OpenAPI document as Swagger UI draws it: every operation, tried out with a key through Authorize. */
export function SwaggerReference({ documentUrl }: { documentUrl: string }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A node of its own each time, so a second run of the effect never draws Swagger UI twice.
    const domNode = document.createElement('div')
    container.current?.append(domNode)
    // No validator: its badge would load an image from validator.swagger.io, which no page here may.
    SwaggerUIBundle({ domNode, url: documentUrl, plugins: [withoutIntro], validatorUrl: 'none', displayRequestDuration: true })
    return () => domNode.remove()
  }, [documentUrl])
  return <div ref={container} />
}
