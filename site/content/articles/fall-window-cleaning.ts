// Article 4: why fall is a good time to clean windows.
import { business } from '../../../common/content/business';
import type { ArticleSource } from './article';

export const fallWindowCleaning: ArticleSource = {
  id: 4,
  title: 'Fall Window Cleaning: Why Autumn Is the Smart Time to Book',
  excerpt:
    'After a summer of smoke, dust and sprinklers, your windows are at their dirtiest just as the days get shorter. A fall cleaning lets in more winter light and protects your glass through the cold months.',
  author: business.ownerName,
  date: '2024-12-04',
  image: 'blog/fall-window-cleaning',
  imageAlt: 'A home with clean windows among orange and yellow fall trees',
  content: `Most people think of window cleaning as a spring job. In the Okanagan, fall can be even more important. Summer leaves our windows coated in a layer you may not notice until the low autumn sun hits the glass, and winter is when you most want every bit of daylight you can get.

**What summer leaves behind**

- Wildfire smoke and ash, which settle as a greasy grey film
- Dust from dry lawns, orchards, construction and gravel roads
- Hard-water spots from sprinklers that catch the lower windows
- Pollen, bug spots and spider webs around frames
- Sunscreen and hand prints on patio doors

Left through the winter, ash and mineral deposits bond more firmly to the glass and become harder to remove in spring.

**More light for the darkest months**

Between November and February, Kelowna gets only about eight and a half hours of daylight on its shortest days, and the valley often sits under a grey inversion. Clean glass lets in noticeably more of that light. Many customers tell us their homes feel brighter and warmer after a fall cleaning, and natural light is good for your mood in a long grey winter.

**A chance to check your windows before winter**

During a fall cleaning a good window cleaner sees every pane up close. That is the moment to catch problems before the cold arrives:

- Failed seals, which show as fog or condensation between the panes
- Cracked or missing caulking around frames
- Torn screens that are easier to repair before storage
- Weep holes in the bottom of the frame blocked by dirt, which trap water that can freeze

Fixing a bit of caulking in October is far cheaper than dealing with a draft or water damage in January.

**Timing your fall cleaning**

The best window is after the leaves have mostly dropped but before temperatures stay below freezing. In the central Okanagan that usually means mid-October to late November. If your gutters need cleaning too, book both together so falling debris from the gutter work does not land on freshly cleaned glass: gutters first, windows second.

**Tips to keep windows cleaner over winter**

1. Adjust sprinklers before you winterize them so they do not hit the glass next year.
2. Wipe window tracks and clear weep holes so meltwater can drain.
3. Keep indoor humidity moderate to limit condensation on cold glass.
4. Brush snow away from the bottom of low windows and patio doors.

**The bottom line**

A fall window cleaning removes summer's smoke and spots before they set, brightens the darkest months of the year, and gives you a close look at your windows before winter tests them.`,
};
