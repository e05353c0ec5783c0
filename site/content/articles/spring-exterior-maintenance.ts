// Article 5: a spring exterior maintenance checklist.
import { business } from '../../../common/content/business';
import type { ArticleSource } from './article';

export const springExteriorMaintenance: ArticleSource = {
  id: 5,
  title: 'Your Spring Exterior Maintenance Checklist for Okanagan Homes',
  excerpt:
    'Winter is hard on a house, even a mild Okanagan one. Plan your spring now with this room-by-room checklist for the outside of your home, from the roof down to the driveway.',
  author: business.ownerName,
  date: '2024-12-10',
  image: 'blog/spring-exterior-maintenance',
  imageAlt: 'A bright home with blossoming trees and a freshly washed walkway',
  content: `Spring slots fill quickly, so the best time to plan your spring maintenance is in the quiet of winter. Freeze-thaw cycles, snow, ice melt and months of grey weather all leave their mark. Work through this checklist from the top of the house down, so dirt and debris from each job fall onto areas you have not cleaned yet.

**Roof**

- Look for lifted, cracked or missing shingles after winter winds.
- Check for moss on shaded and north-facing slopes. Treat it early, before it spreads and lifts shingles.
- Make sure flashing around chimneys, vents and skylights is sealed.
- Trim branches that overhang or rub against the roof.

**Gutters and downspouts**

- Clear out needles, seeds and winter debris.
- Check that every downspout flows freely and empties well away from the foundation.
- Look for sagging sections or hangers pulled loose by ice.

**Siding and trim**

- Wash away winter grime and any green or black algae on shaded walls.
- Look for cracked caulking around windows, doors and penetrations.
- Check painted trim for peeling, which lets moisture into the wood.

**Windows and screens**

- Clean glass inside and out to let in the longer spring days.
- Repair torn screens before bug season.
- Clear window tracks and weep holes.

**Decks, fences and patios**

- Look for loose boards, popped nails and wobbly railings.
- Soft wash grey or green wood before re-staining.
- Check that glass railing panels are secure.

**Driveways and walkways**

- Rinse off the salt and grit left over from winter. Ice melt residue keeps attacking concrete until it is washed away.
- Look for new cracks, spalling or flaking, a sign of freeze-thaw damage.
- Plan sealing for late spring once temperatures stay above 10°C.

**Solar panels**

- Clean off the winter grime and any bird droppings to recover lost output.
- Compare your production with last spring to spot a problem early.

**Yard and foundation**

- Make sure soil slopes away from the house so rain drains outward.
- Check irrigation heads so they water the lawn, not your windows and siding.
- Look for gaps where pests could get in around pipes and vents.

**When to book what**

1. Moss treatment and roof repairs: as early as the weather allows.
2. Gutter cleaning: late spring, after blossoms and cottonwood fluff have fallen.
3. Window cleaning and house washing: late spring, after pollen season.
4. Concrete sealing: late spring or early summer, on a dry warm stretch.

**The bottom line**

An afternoon walking around your house with this list catches small problems before they become big ones. Do what you can yourself, and book the rest early, before the spring rush.`,
};
