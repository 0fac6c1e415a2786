/** The frame every transactional email shares: plain, readable HTML that mail clients render. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export const emailLayout = (title: string, bodyHtml: string): string => `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#faf9f7;font-family:Helvetica,Arial,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border:1px solid #e6e2da;border-radius:16px">
<tr><td style="padding:28px 32px 8px;font-size:20px;font-weight:700">Swagly</td></tr>
<tr><td style="padding:8px 32px 32px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
</table></td></tr></table></body></html>`
