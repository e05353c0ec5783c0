// Article 3: why gutters need cleaning.
import type { ArticleSource } from './article';
import { leadTechnicianName } from '../people';

export const whyCleanGutters: ArticleSource = {
  id: 3,
  title: 'Why Gutter Cleaning Matters More Than You Think',
  excerpt:
    'Gutters are easy to ignore until they overflow. A blocked gutter can quietly damage your fascia, foundation, landscaping and roof. Here is what is really at stake and how often to clean them.',
  author: leadTechnicianName,
  date: '2024-11-29',
  image: 'blog/why-clean-gutters',
  imageAlt: 'A gutter overflowing with rainwater because of packed leaves',
  content: `Gutters have one job: carry rainwater and snowmelt off your roof and away from your house. When they are blocked, that water goes somewhere else, and almost every somewhere else is expensive. Here is what happens when gutters are ignored, and how to keep yours working.

**What clogs gutters in the Okanagan**

Every neighbourhood has its own mix, but these are the usual suspects:

- Pine needles, which knit together into a dense mat
- Maple and birch leaves in the fall
- Cottonwood fluff and blossom petals in late spring
- Shingle granules that wash off aging roofs
- Seeds that sprout into small plants in the gutter itself

**The damage a blocked gutter causes**

**Fascia and soffit rot.** Water that overflows the back of a gutter soaks the fascia board behind it. Over a few seasons the wood softens and rots, and the gutter starts to pull away.

**Foundation problems.** Overflow dumps water right beside the house instead of at the end of a downspout. That saturates the soil against the foundation, which can lead to cracks, leaks and a damp basement.

**Ice dams and winter damage.** Water trapped in a clogged gutter freezes. The ice adds hundreds of pounds of weight, bends hangers and can back up under the bottom row of shingles, where it melts and leaks into the attic or walls.

**Landscaping and concrete.** A waterfall from an overflowing gutter washes out garden beds and mulch, stains siding, and pools on walkways where it freezes into a slipping hazard.

**Pests.** Standing water and damp debris attract mosquitoes, and packed gutters make comfortable nesting spots for birds and rodents.

**How often should gutters be cleaned?**

For most homes, twice a year: once in late spring after the blossoms and cottonwood have finished, and again in late fall once the trees are bare. Homes under tall pines, or beside a row of deciduous trees, may need a third cleaning.

**Signs your gutters need attention now**

- Water spilling over the edge during rain
- Plants or moss growing out of the gutter
- Gutters sagging or pulling away from the house
- Stains or peeling paint on the siding below
- Pools of water or washed-out soil near the foundation
- Downspouts that stay dry during a downpour

**Do gutter guards solve the problem?**

Guards reduce how much debris gets in, but they do not make gutters maintenance-free. Pine needles and seeds slip through or sit on top, and fine grit builds up underneath. Guards usually stretch the time between cleanings rather than ending them, and they need to be lifted and cleaned underneath now and then.

**The bottom line**

Gutter cleaning is one of the least expensive maintenance jobs on a house, and skipping it leads to some of the most expensive repairs. Two cleanings a year, plus a quick look after big storms, protect your roof, walls and foundation.`,
};
