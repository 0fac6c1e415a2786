/**
 * The block `npm start` ends with once the server answers: where to go, who to log in as (the demo's
 * logins, or where to add the first staff account), where email goes, and whose Xero the demo connects to.
 */
export const welcome = (address, { demo, xeroStandIn = false, carrierStandIns = false }) => {
  const outbox = process.env.OUTBOX_DIR || 'data/outbox/'
  const email = process.env.SMTP_HOST
    ? `sent through ${process.env.SMTP_HOST}`
    : `not sent: written to ${outbox} and listed at ${address}/admin/outbox`
  return [
    '',
    '────────────────────────────────────────────────────────────────────',
    `  Swagly is running: open ${address}`,
    '',
    `  Staff (admin)    ${address}/admin`,
    ...(demo
      ? [
          '                   admin@swagly.example / demo-admin-2026',
          `  Customers        ${address}/auth`,
          '                   demo@swagly.example / demo-customer-2026',
          '                   sam@northwind.example / demo-customer-2026',
          '                   (colleagues: ava@, ethan@, mei@harbourco.example, same password)',
        ]
      : ['                   the first account is made there, or with `npm run create-staff`']),
    `  Email            ${email}`,
    ...(xeroStandIn ? ['  Xero             a local stand-in: Accounting › Connect Xero works offline'] : []),
    ...(carrierStandIns ? ['  Carriers         local stand-ins: buy, print and manifest labels at /admin/labels offline'] : []),
    '',
    '  Stop with Ctrl+C.',
    '────────────────────────────────────────────────────────────────────',
    '',
  ].join('\n')
}
