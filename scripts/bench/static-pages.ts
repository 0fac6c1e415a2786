/**
 * The benchmark's reference: nginx sending the same page bytes from disk, the least a server can
 * do for a page. Each page is fetched once from a running server and written to a folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { type NginxProcess, runNginx } from '../cluster/nginx-process'

/** Writes the page at each of `paths` on `baseURL` to `folder` as `page-<n>.html`; returns their paths as served. */
export const savePages = async (baseURL: string, paths: string[], headers: Record<string, string>, folder: string): Promise<string[]> => {
  mkdirSync(folder, { recursive: true })
  return Promise.all(
    paths.map(async (pagePath, index) => {
      const response = await fetch(`${baseURL}${pagePath}`, { headers })
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
      writeFileSync(path.join(folder, `page-${index}.html`), Buffer.from(await response.arrayBuffer()))
      return `/page-${index}.html`
    }),
  )
}

/** nginx, with as many workers as the cluster's, serving `folder` on `port`. */
export const serveFolder = (folder: string, port: number, stateDir: string): Promise<NginxProcess> =>
  runNginx({
    port,
    stateDir,
    config: `worker_processes auto;
pid ${stateDir}/nginx.pid;
error_log ${stateDir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${stateDir}/client-body;
  proxy_temp_path ${stateDir}/proxy-temp;
  fastcgi_temp_path ${stateDir}/fastcgi-temp;
  uwsgi_temp_path ${stateDir}/uwsgi-temp;
  scgi_temp_path ${stateDir}/scgi-temp;
  server {
    listen ${port};
    root ${folder};
    default_type text/html;
  }
}
`,
  })
