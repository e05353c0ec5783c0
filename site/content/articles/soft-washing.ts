// Article 2: soft washing compared with pressure washing.
import type { ArticleSource } from './article';
import { leadTechnicianName } from '../people';

export const softWashing: ArticleSource = {
  id: 2,
  title: 'Soft Washing vs. Pressure Washing: Which Does Your Home Need?',
  excerpt:
    'More pressure is not always better. Learn why siding, roofs and decks call for a gentle soft wash, while concrete can take the full force, and how the wrong choice can cause expensive damage.',
  author: leadTechnicianName,
  date: '2024-11-24',
  image: 'blog/soft-washing',
  imageAlt: 'A technician soft washing vinyl siding with a low-pressure spray',
  content: `When people call us about a grimy house, they usually ask for pressure washing. Often what they actually need is soft washing. The two look similar from the street, but they work very differently, and choosing the wrong one can strip paint, force water behind siding or ruin a deck.

**What is pressure washing?**

Pressure washing uses a high-pressure stream of water, often 2,500 to 4,000 PSI, to blast dirt off a surface. It works by force. On hard, durable surfaces that force is exactly what you want.

Pressure washing is the right choice for:

- Concrete driveways, walkways and garage floors
- Brick and stone pavers
- Heavily stained concrete patios
- Metal surfaces and equipment

**What is soft washing?**

Soft washing uses low pressure, close to what comes out of a garden hose, combined with biodegradable cleaning solutions that break down algae, mildew, lichen and dirt. The solution does the work, then a gentle rinse carries it away. Because it kills organic growth at the root instead of only knocking it off the surface, the results last longer.

Soft washing is the right choice for:

- Vinyl, wood, stucco and painted siding
- Roofs, including asphalt shingles
- Cedar decks and fences
- Outdoor furniture and awnings

**Why high pressure damages siding and roofs**

Vinyl siding is designed to shed rain falling from above, not water blasted upward from below. High pressure drives water behind the panels, where it soaks the sheathing and insulation and leads to mould. On stucco it can chip the finish and open hairline cracks. On asphalt shingles it strips away the protective granules and can void the manufacturer's warranty. On wood, it raises the grain and leaves the surface fuzzy and furrowed.

**Those black streaks on your roof or siding**

The dark streaks common on north-facing walls and roofs are usually algae, not dirt. Pressure washing removes what you can see but leaves the roots behind, so the streaks return within months. A soft wash solution kills the algae, and the surface stays clean far longer.

**How to tell which your home needs**

Ask two questions: is the surface hard and solid, and is the stain organic? Concrete with oil and tire marks needs pressure and hot water. Siding with green or black growth needs a soft wash. Many homes need both: a soft wash for the house, then pressure washing for the driveway and walkways.

**A word on doing it yourself**

Rental pressure washers are powerful, and we regularly repair the results: etched concrete with wand marks, splintered decks, and siding that was flooded from behind. If you wash your own home:

1. Start with the lowest pressure and the widest nozzle.
2. Test on a hidden spot first.
3. Keep the wand moving and at least a foot from the surface.
4. Never spray upward under siding laps or at windows and vents.
5. Protect plants and rinse them before and after using any cleaner.

**The bottom line**

Pressure for concrete, soft washing for almost everything else. A professional will look at each surface and choose the method, so your home gets clean without paying for it later in repairs.`,
};
