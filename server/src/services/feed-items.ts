/**
 * The news items of the embedded feed. They stand in for the DAPNET wiki's blog feed so the home
 * page shows news without internet access. Written for this project; links point at existing
 * wiki topics (relative to the configured wiki address) or at the Core's releases.
 *
 * As in the wiki feed, the first line of `text` is the headline: the front end shows it as the
 * title. Items whose link is an image (a media file of the wiki) must be skipped by clients.
 */
export interface FeedItem {
  /** First line: headline; the rest: the body. */
  text: string;
  /** Absolute, or relative to the wiki address. */
  link: string;
  /** ISO timestamp. */
  published: string;
}

export const FEED_ITEMS: readonly FeedItem[] = [
  {
    text:
      'Core maintenance on 21 November, 20:00-22:00 UTC\n' +
      'The core nodes are updated one after another. Calls & rubric content sent in that window ' +
      'are queued and delivered afterwards; transmitters reconnect on their own.',
    link: 'doku.php?id=start',
    published: '2026-11-14T18:00:00Z',
  },
  {
    text:
      'UniPager packages for Debian 12\n' +
      'The UniPager Debian packages now install on Debian 12 and Raspberry Pi OS based on it. ' +
      'Existing configurations are kept on upgrade.',
    link: 'doku.php?id=unipager',
    published: '2026-11-02T09:30:00Z',
  },
  {
    text:
      'Photo: the new antenna of DB0ABC\n' +
      'A picture of the folded dipole that now serves the widerange transmitter DB0ABC.',
    link: '_media/blog:db0abc-antenna.png',
    published: '2026-10-28T16:45:00Z',
  },
  {
    text:
      'Twelve new widerange transmitters in October\n' +
      'DB0XYZ, ON0DAP, PI1DAP and nine more stations went on air this month. The transmitter map ' +
      'shows their predicted coverage; click a marker to see it.',
    link: 'doku.php?id=start',
    published: '2026-10-27T12:00:00Z',
  },
  {
    text:
      'Core 1.1.5.6 released\n' +
      'The release fixes the owner checks for transmitter groups and improves the cluster ' +
      'start-up. Operators of core nodes should update; clients need no change.',
    link: 'https://github.com/DecentralizedAmateurPagingNetwork/Core/releases',
    published: '2026-10-10T08:15:00Z',
  },
  {
    text:
      'Rubric numbers above 95 and Skyper pagers\n' +
      'Skyper pagers ignore rubrics with numbers > 95: the web form now warns about 96-99. ' +
      'Existing rubrics keep working.',
    link: 'doku.php?id=swissphonedescription',
    published: '2026-09-22T19:00:00Z',
  },
  {
    text:
      'Building a 9600 baud transmitter with a GM1200\n' +
      'A Raspberry Pi, a 9600-baud capable radio and a simple audio interface make a complete ' +
      'transmitter. The wiki page walks through the set-up step by step.',
    link: 'doku.php?id=9k6',
    published: '2026-09-05T10:00:00Z',
  },
  {
    text:
      'Coverage map of the Benelux transmitters\n' +
      'The combined coverage of the Belgian and Dutch transmitters as an image.',
    link: 'doku.php?image=blog:benelux-coverage.png',
    published: '2026-08-30T14:20:00Z',
  },
  {
    text:
      'A touch display for your transmitter site\n' +
      'The Nextion-based display shows the state of UniPager and lets you restart it on site. ' +
      'It connects over UART or a USB-to-UART adapter.',
    link: 'doku.php?id=unipagernextion',
    published: '2026-08-12T17:30:00Z',
  },
  {
    text:
      'Low-power transmitters for personal use\n' +
      'A Raspager board with less than 1 W (<30 dBm) is enough to cover a house or a small ' +
      'club site. Register it with the usage PERSONAL.',
    link: 'doku.php?id=raspager',
    published: '2026-07-25T11:10:00Z',
  },
];
