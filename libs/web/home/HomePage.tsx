import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Image, LayoutTemplate, Wand2 } from 'lucide-react';
import { Link } from 'react-router';
import { AccountActions } from '../auth/AccountActions';
import { designPaths, imagemakerPaths, mockupPaths } from '../dashboard/paths';
import { ButtonLink } from '../ui/Button';
import { Navbar, TOOL_LINKS } from '../ui/Navbar';
import { ServerStatus } from './ServerStatus';
import styles from './HomePage.module.css';

interface Tool {
  to: string;
  name: string;
  text: string;
  action: string;
  icon: LucideIcon;
}

const TOOLS: Tool[] = [
  {
    to: designPaths.dashboard,
    name: 'Design maker',
    text: 'Start from a template or a blank canvas: posters, business cards, social posts and more.',
    action: 'Start designing',
    icon: LayoutTemplate,
  },
  {
    to: mockupPaths.start,
    name: 'Mockup maker',
    text: 'Place your image on product mockups, recolour them and download the result.',
    action: 'Make a mockup',
    icon: Image,
  },
  {
    to: imagemakerPaths.start,
    name: 'AI images',
    text: 'Describe the image you need and let AI generate it, one credit per image.',
    action: 'Generate an image',
    icon: Wand2,
  },
];

/** `/`: the landing page, leading to the three tools. */
export function HomePage() {
  return (
    <div className={styles.page}>
      <Navbar links={TOOL_LINKS} actions={<AccountActions />} />
      <main>
        <section className={styles.hero} aria-labelledby="home-title">
          <h1 id="home-title" className={styles.title}>
            Design anything, right in your browser
          </h1>
          <p className={styles.lead}>Templates, photos, text and your brand kit in one calm editor, with mockups and AI images beside it.</p>
          <div className={styles.cta}>
            <ButtonLink to={designPaths.dashboard} size="large" className={styles.ctaButton}>
              Start designing
              <ArrowRight size={18} aria-hidden />
            </ButtonLink>
          </div>
        </section>
        <ul className={styles.tools} aria-label="Tools">
          {TOOLS.map(({ to, name, text, action, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={styles.tool} aria-label={`${name}: ${action}`}>
                <span className={styles.toolIcon} aria-hidden>
                  <Icon size={28} />
                </span>
                <span className={styles.toolName}>{name}</span>
                <span className={styles.toolText}>{text}</span>
                <span className={styles.toolLink} aria-hidden>
                  {action}
                  <ArrowRight size={16} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </main>
      <footer className={styles.footer}>
        <span>© Designmaker</span>
        <ServerStatus />
      </footer>
    </div>
  );
}
