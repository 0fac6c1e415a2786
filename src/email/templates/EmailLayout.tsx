import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components'
import type { ReactNode } from 'react'

// The frame every Swagly email shares. Table-based (React Email's components render tables),
// inline styles only, system fonts and no images, so it reads the same in every mail client and
// makes no request outside the message.

const colours = { ink: '#111111', muted: '#5c5a55', page: '#faf9f7', card: '#ffffff', line: '#e6e2da', accent: '#1f4d3a' }
const font = 'Helvetica, Arial, sans-serif'

export function EmailLayout({ title, preview, children }: { title: string; preview: string; children: ReactNode }) {
  return (
    <Html lang="en-AU">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: colours.page, fontFamily: font, color: colours.ink }}>
        <Container
          style={{ maxWidth: '560px', margin: '32px auto', backgroundColor: colours.card, border: `1px solid ${colours.line}`, borderRadius: '16px' }}
        >
          <Section style={{ padding: '28px 32px 0' }}>
            <Text style={{ margin: 0, fontSize: '20px', fontWeight: 700, letterSpacing: '-0.01em' }}>Swagly</Text>
          </Section>
          <Section style={{ padding: '8px 32px 28px' }}>
            <Heading as="h1" style={{ margin: '12px 0 8px', fontSize: '22px', lineHeight: '1.3' }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colours.line, margin: 0 }} />
          <Section style={{ padding: '16px 32px 24px' }}>
            <Text style={{ margin: 0, fontSize: '12px', lineHeight: '1.5', color: colours.muted }}>
              Swagly · custom merchandise, made in Australia. Reply to this email to reach our team.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ margin: '0 0 14px', fontSize: '15px', lineHeight: '1.6' }}>{children}</Text>
}

/** The one thing the email asks the reader to do, as a button; the address follows in plain text. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 18px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.accent,
          color: '#ffffff',
          borderRadius: '999px',
          padding: '12px 22px',
          fontSize: '15px',
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  )
}

/** Label–value lines such as totals or a brief's details; empty values are left out. */
export function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (shown.length === 0) return null
  return (
    <Section style={{ margin: '0 0 14px' }}>
      <table
        className="details"
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', fontSize: '15px', lineHeight: '1.6' }}
      >
        <tbody>
          {shown.map(([label, value]) => (
            <tr key={label}>
              <td style={{ padding: '2px 16px 2px 0', color: colours.muted, verticalAlign: 'top' }}>{label}</td>
              <td style={{ padding: '2px 0', verticalAlign: 'top' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul style={{ margin: '0 0 14px', paddingLeft: '20px', fontSize: '15px', lineHeight: '1.6' }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  )
}

export function Fineprint({ children }: { children: ReactNode }) {
  return <Text style={{ margin: '0 0 10px', fontSize: '13px', lineHeight: '1.5', color: colours.muted }}>{children}</Text>
}
