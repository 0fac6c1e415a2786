// Swagger UI's prebuilt bundle ships no types; these are the options the API reference passes it.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type Plugin = { components?: Record<string, () => null> }

  type SwaggerUIOptions = {
    domNode: HTMLElement
    url: string
    plugins?: Plugin[]
    validatorUrl?: string
    displayRequestDuration?: boolean
  }

  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown
  export default SwaggerUIBundle
}
