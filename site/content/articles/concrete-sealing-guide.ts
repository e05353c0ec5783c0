// Article 6: concrete sealing, why and how often.
import type { ArticleSource } from './article';
import { leadTechnicianName } from '../people';

export const concreteSealingGuide: ArticleSource = {
  id: 6,
  title: 'Concrete Sealing: How Often, Why, and What to Expect',
  excerpt:
    'Okanagan winters put concrete through dozens of freeze-thaw cycles, and road salt makes it worse. Sealing is the cheapest way to protect a driveway or patio. Here is how often to do it and why.',
  author: leadTechnicianName,
  date: '2024-12-16',
  image: 'blog/concrete-sealing-guide',
  imageAlt: 'Water beading on a freshly sealed concrete driveway',
  content: `Concrete looks solid, but it is full of tiny pores that soak up water, oil and salt. That is why driveways flake, patios stain and walkways crack. A good sealer closes those pores and adds years to the life of your concrete for a fraction of what replacement costs.

**How freeze-thaw cycles damage concrete**

On a typical Okanagan winter day, snowmelt soaks into the concrete in the afternoon sun, then freezes overnight. Water expands by about nine percent when it freezes, pushing the concrete apart from the inside. Repeat that dozens of times a winter and the surface starts to flake and pit, a problem called spalling. De-icing salt makes it worse by drawing in more water and attacking the concrete chemically.

**What sealing does**

A penetrating sealer soaks into the concrete and lines the pores, so water and salt bead up instead of soaking in. It also makes oil, rust and tire marks far easier to clean, and it slows the fading of coloured or stamped concrete.

There are two main kinds of sealer:

- **Penetrating sealers** (silane and siloxane) soak in, leave the surface looking natural, do not make it slippery, and let moisture vapour escape. They are our choice for most driveways and walkways.
- **Film-forming sealers** (acrylics) sit on top and add a sheen or wet look, popular on stamped patios. They wear faster in traffic and can be slippery when wet.

**How often should concrete be sealed?**

- Driveways: every 2 years. They take vehicle traffic, hot tires, oil and salt.
- Patios and walkways: every 3 years. Foot traffic is gentler.
- New concrete: wait until it has cured for about 28 days before sealing.

A simple test tells you when it is time: sprinkle some water on the surface. If it beads up, the sealer is still working. If it darkens the concrete and soaks in, it is time to reseal.

**What a professional sealing involves**

1. Deep cleaning with hot water to lift dirt, algae and old residue.
2. Treating oil, rust and tire stains so they are not sealed in.
3. Letting the concrete dry completely, usually a day of warm dry weather.
4. Applying the sealer evenly, without puddles or lap marks.
5. Keeping foot traffic off for a few hours and vehicles off for a day or two.

**When to seal**

Sealers need dry concrete and mild temperatures, typically above 10°C, with no rain in the forecast for a day. In the Okanagan, late spring through early fall is ideal. Sealing in late summer is a good way to prepare the surface before the first freeze.

**Caring for sealed concrete**

- Rinse off road salt during and after winter.
- Use concrete-safe ice melt rather than rock salt.
- Clean oil drips promptly.
- Avoid metal shovel blades that scrape the surface.

**The bottom line**

Sealing is inexpensive insurance for one of the largest surfaces around your home. Clean it well, seal it on schedule, and your concrete will shrug off winter for years longer.`,
};
