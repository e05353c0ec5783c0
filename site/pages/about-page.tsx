// About (/about): stats, story, owner and lead technician, the four values and the promise (product rules §2.4).
import '../styles/about.css';
import { aboutStats, promise, story, team, values } from '../content/about';
import { CtaBanner } from '../ui/cta-banner';
import { Icon } from '../ui/icon';
import { PageHero } from '../ui/page-hero';
import { Picture } from '../ui/picture';

/** The about page. */
export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="A local crew that treats your home like its own"
        lead="Family-run, fully insured and rooted in the Okanagan: meet the people behind the squeegees."
      />
      <section className="stats-band" aria-label="Our business in numbers">
        <ul className="container stats-band__list">
          {aboutStats.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="story-title">
        <div className="container split">
          <div className="prose">
            <p className="eyebrow">Our story</p>
            <h2 id="story-title">From one ladder to a trusted local team</h2>
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Picture
            image="about/story"
            alt="Illustration of the company van parked by the lake at sunrise"
            sizes="(min-width: 960px) 520px, calc(100vw - 40px)"
            className="split__image"
          />
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="team-title">
        <div className="container">
          <header className="section-heading">
            <p className="eyebrow">Our team</p>
            <h2 id="team-title">The people you will meet</h2>
          </header>
          <ul className="profile-grid">
            {team.map((person) => (
              <li key={person.name} className="profile">
                <Picture image={person.image} alt={person.imageAlt} sizes="(min-width: 640px) 200px, 160px" className="profile__photo" />
                <div>
                  <h3>{person.name}</h3>
                  <p className="profile__role">{person.role}</p>
                  <p>{person.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="values-title">
        <div className="container">
          <header className="section-heading">
            <p className="eyebrow">What we stand for</p>
            <h2 id="values-title">Our values</h2>
          </header>
          <ol className="value-grid">
            {values.map((value) => (
              <li key={value.title} className="value">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section section--tight" aria-labelledby="promise-title">
        <div className="container">
          <div className="promise">
            <span className="promise__icon">
              <Icon name="shield" />
            </span>
            <div>
              <h2 id="promise-title">{promise.title}</h2>
              <p>{promise.text}</p>
            </div>
          </div>
        </div>
      </section>
      <CtaBanner title="Let's get your home looking its best" text="Ask for a free quote, or call and talk to us directly." />
    </>
  );
}
