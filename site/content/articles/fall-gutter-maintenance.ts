// Article 7: fall gutter maintenance before winter.
import { business } from '../../../common/content/business';
import type { ArticleSource } from './article';

export const fallGutterMaintenance: ArticleSource = {
  id: 7,
  title: 'Fall Gutter Maintenance: Get Ready Before the Deep Freeze',
  excerpt:
    'The last leaves are down, and what is in your gutters now will freeze there until March. A late-fall gutter check prevents ice dams, sagging eavestroughs and water in your basement.',
  author: business.ownerName,
  date: '2024-12-22',
  image: 'blog/fall-gutter-maintenance',
  imageAlt: 'A gutter full of autumn leaves beside a roof edge',
  content: `In the Okanagan, the last of the leaves often come down in late November or December, after many people have already cleaned their gutters once. What sits in your gutters when the deep cold arrives stays there until spring, soaking up meltwater and freezing solid. A final check now saves a lot of trouble later.

**Why fall cleaning matters most**

We recommend cleaning gutters twice a year, and the fall cleaning is the one that counts most. Gutters packed with wet leaves and needles cannot drain winter meltwater. That water freezes, thaws in the afternoon sun, and freezes again, building up heavy ice that:

- Pulls gutters and hangers away from the fascia
- Forms ice dams that push water under the shingles
- Sends icicles and overflow onto walkways and steps, where they freeze into slipping hazards
- Cracks seams and end caps as the ice expands

**Your late-fall gutter checklist**

1. Scoop out all leaves, needles and debris, working from the downspout end.
2. Flush each run with a hose to check it drains toward the downspout.
3. Run water down every downspout; if it backs up, clear the blockage from the bottom.
4. Make sure downspout extensions send water at least a metre or two from the foundation.
5. Tighten loose hangers and reseal leaking seams and end caps.
6. Check that the gutter slopes gently toward the downspout, with no sagging sections that hold water.
7. Look at the fascia behind the gutter for soft or dark wood.

**Don't forget the roof valleys**

Valleys, where two roof slopes meet, collect debris that washes into the gutter with the next rain. Clearing them during the fall cleaning keeps the gutters clear longer.

**Safety first**

Late fall is the most dangerous time to be on a ladder: roofs and rungs are wet or frosty, the days are short, and gutters full of wet leaves are heavy. If you do it yourself:

- Work only on dry, frost-free days, and never alone.
- Use a stable ladder with a standoff so it does not rest on the gutter.
- Never lean out; move the ladder instead.
- Leave two-storey homes and steep roofs to an insured professional.

**Winter watch**

After the cleaning, keep an eye on your gutters during the winter:

- Icicles along the whole gutter can mean it is blocked or the attic is losing heat.
- Water stains on soffits or interior ceilings near exterior walls can signal an ice dam.
- After heavy snow, make sure downspout outlets are not buried.

**The bottom line**

A fall cleaning after the last leaves drop is the best protection your roof, walls and foundation can get before winter. If your gutters were cleaned in October but the trees were not finished, a quick second look now is well worth it.`,
};
