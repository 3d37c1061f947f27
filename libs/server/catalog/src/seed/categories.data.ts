import type { DimensionUnit } from '@dm/contracts';

export interface CategorySpec {
  name: string;
  width: number;
  height: number;
  unit: DimensionUnit;
  /** Words people type for this format, beyond its name. */
  keywords: string;
}
export interface CategoryGroupSpec {
  name: string;
  priority: number;
  children: CategorySpec[];
}

/** "Name|WxH|unit|keywords" (unit px unless given). */
const parse = (lines: string): CategorySpec[] =>
  lines.trim().split('\n').map((line) => {
    const [name, size, unit = 'px', keywords = ''] = line.split('|').map((s) => s.trim());
    const [width, height] = size.split('x').map(Number);
    return { name, width, height, unit: unit as DimensionUnit, keywords };
  });

/**
 * Design formats. Every preset size of the spec (library-and-dashboard section 9, editor section 9
 * magic resize) is here with its exact dimensions; the rest are common real-world formats.
 */
export const CATEGORY_GROUPS: CategoryGroupSpec[] = [
  { name: 'Social Media', priority: 100, children: parse(`
Instagram Post|1080x1080|px|instagram square social feed
Instagram Story|1080x1920|px|instagram vertical reel story
Instagram Portrait Post|1080x1350|px|instagram portrait feed
Instagram Reel Cover|1080x1920|px|reel cover vertical
Instagram Ad|1080x1080|px|instagram advert sponsored
Facebook Post|940x788|px|facebook feed social
Facebook Cover|820x312|px|facebook page cover header
Facebook Story|1080x1920|px|facebook vertical story
Facebook Highlight|1800x1200|px|facebook highlight
Facebook Event|262x500|px|facebook event
Facebook Event Cover|1920x1005|px|facebook event header
Facebook Group Cover|1640x856|px|facebook group header
Facebook Ad|1200x628|px|facebook advert sponsored
Twitter Post|1024x512|px|twitter x tweet social
Twitter Header|1500x500|px|twitter x banner header
LinkedIn Banner|1584x396|px|linkedin profile header cover
LinkedIn Post|1200x627|px|linkedin feed business
Pinterest Pin|1000x1500|px|pinterest pin vertical
Tumblr Banner|3000x1055|px|tumblr header
TikTok Video Cover|1080x1920|px|tiktok vertical cover
Snapchat Geofilter|1080x1920|px|snapchat filter
Twitch Banner|1200x480|px|twitch profile banner streaming
Twitch Panel|320x160|px|twitch panel streaming
Discord Banner|960x540|px|discord server banner
WhatsApp Status|1080x1920|px|whatsapp status vertical
Threads Post|1080x1350|px|threads social post
Social Media Square|1200x1200|px|social square post
Social Media Quote|1080x1080|px|quote social motivation
`) },
  { name: 'Video and YouTube', priority: 90, children: parse(`
YouTube Thumbnail|1280x720|px|youtube video thumbnail
YouTube Channel Art|2560x1440|px|youtube banner channel header
YouTube End Screen|1920x1080|px|youtube outro end screen
YouTube Profile Picture|800x800|px|youtube avatar profile
Video|1920x1080|px|video widescreen hd
Mobile Video|1080x1920|px|mobile vertical video
Podcast Cover|3000x3000|px|podcast artwork cover
Twitch Offline Banner|1920x1080|px|twitch offline stream
Zoom Virtual Background|1920x1080|px|zoom video call background
Desktop Wallpaper|1920x1080|px|desktop wallpaper background
Phone Wallpaper|1080x1920|px|phone wallpaper lock screen
`) },
  { name: 'Marketing and Ads', priority: 80, children: parse(`
Leaderboard Ad|728x90|px|leaderboard banner ad display
Medium Rectangle Ad|300x250|px|display ad rectangle
Google Inline Rectangle|300x250|px|google display ad inline
Google Large Rectangle|336x280|px|google display ad large
Wide Skyscraper Ad|160x600|px|skyscraper display ad vertical
Half Page Ad|300x600|px|half page display ad
Mobile Banner Ad|320x50|px|mobile banner ad
Large Mobile Banner Ad|320x100|px|mobile banner ad large
Billboard Ad|970x250|px|billboard display ad
Large Leaderboard Ad|970x90|px|leaderboard display ad wide
Square Ad|250x250|px|square display ad
Email Header|600x200|px|email newsletter header
Email Newsletter|600x1200|px|email newsletter marketing
Website Banner|1200x400|px|website hero banner
Blog Banner|1200x630|px|blog header featured image
Blog Graphic|800x1200|px|blog pinterest graphic
Etsy Shop Banner|3360x840|px|etsy shop cover
Sale Banner|1200x600|px|sale promotion discount
Product Label|1200x1200|px|product label packaging
Coupon|1200x600|px|coupon voucher discount
Gift Certificate|2100x900|px|gift voucher certificate
Rack Card|4x9|in|rack card tourism hotel
Door Hanger|4.25x11|in|door hanger marketing
`) },
  { name: 'Print', priority: 70, children: parse(`
Poster|797x1123|px|poster print wall
Large Poster|18x24|in|large poster print
Business Card|1050x600|px|business card contact
Vertical Business Card|600x1050|px|business card vertical portrait
Postcard|1748x1240|px|postcard mail greeting
Flyer|8.5x11|in|flyer leaflet handout
A5 Flyer|148x210|mm|a5 flyer leaflet
Brochure|3300x2550|px|brochure trifold pamphlet
Book Cover|1410x2250|px|book cover ebook novel
Ticket|2550x825|px|ticket event admission
ID Card|326x202|px|id card badge identity
Bookmark|2x6|in|bookmark reading
Sticker|1200x1200|px|sticker label round
Greeting Card|5x7|in|greeting card
Magazine Cover|2550x3300|px|magazine cover
Album Cover|3000x3000|px|album cover music
Calendar|3300x2550|px|calendar month planner
T-Shirt Design|4500x5400|px|t-shirt apparel merch
Mug Wrap|2700x1050|px|mug wrap merch
Tote Bag|3600x3600|px|tote bag merch
Vinyl Banner|72x36|in|vinyl banner print outdoor
Label|4x3|in|label sticker packaging
Hang Tag|2x3.5|in|hang tag clothing label
`) },
  { name: 'Documents', priority: 60, children: parse(`
US Letter Document|1004x1299|px|letter document page
A4 Document|2480x3508|px|a4 document page
Resume|2480x3508|px|resume cv job
Report|2480x3508|px|report business annual
Letterhead|2480x3508|px|letterhead stationery company
Invoice|2480x3508|px|invoice bill payment
Proposal|2480x3508|px|proposal business project
Newsletter|2480x3508|px|newsletter print bulletin
Cover Letter|2480x3508|px|cover letter job application
Press Release|2480x3508|px|press release media news
Meeting Agenda|2480x3508|px|agenda meeting schedule
Worksheet|2480x3508|px|worksheet school education
Planner|2480x3508|px|planner weekly daily
Certificate|3508x2480|px|certificate award diploma
Award Certificate|3300x2550|px|award certificate recognition
Recipe Card|5x7|in|recipe card cooking
Checklist|2480x3508|px|checklist todo list
`) },
  { name: 'Presentations', priority: 50, children: parse(`
Presentation|1024x768|px|presentation slides 4:3
Presentation Wide|1920x1080|px|presentation slides 16:9
Pitch Deck|1920x1080|px|pitch deck startup investor
Mobile Presentation|1080x1920|px|mobile presentation vertical
Infographic|800x2000|px|infographic data chart
Timeline|1920x1080|px|timeline history roadmap
Mind Map|1920x1080|px|mind map brainstorm
Org Chart|1920x1080|px|organizational chart team
`) },
  { name: 'Events and Invitations', priority: 45, children: parse(`
Invitation|5x7|in|invitation invite
Wedding Invitation|5x7|in|wedding invitation marriage
Birthday Invitation|5x7|in|birthday party invitation
Save the Date|5x7|in|save the date wedding
Baby Shower Invitation|5x7|in|baby shower invitation
Party Invitation|1080x1350|px|party invitation digital
Event Program|8.5x11|in|event program schedule
Thank You Card|5x3.5|in|thank you card gratitude
Place Card|3.5x2|in|place card wedding table
Wedding Program|5x7|in|wedding ceremony program
Concert Ticket|2550x825|px|concert ticket music
Event Flyer|8.5x11|in|event flyer announcement
`) },
  { name: 'Branding', priority: 40, children: parse(`
Logo|500x500|px|logo brand identity
Brand Board|1920x1080|px|brand guide style board
Email Signature|600x200|px|email signature
Favicon|512x512|px|favicon icon website
Profile Picture|800x800|px|profile avatar
Name Tag|1050x750|px|name tag badge
Watermark|1000x1000|px|watermark logo
Letter Stationery|8.5x11|in|stationery letter
`) },
  { name: 'Food and Drink', priority: 35, children: parse(`
Menu|2550x3300|px|menu restaurant food
Restaurant Menu|8.5x14|in|restaurant menu dinner
Cafe Menu|8.5x11|in|cafe coffee menu
Drink Menu|4.25x11|in|drink cocktail bar menu
Food Label|3x3|in|food label packaging
Table Tent|4x6|in|table tent restaurant
`) },
  { name: 'Education', priority: 30, children: parse(`
Class Schedule|2480x3508|px|class schedule timetable school
Lesson Plan|2480x3508|px|lesson plan teacher
Certificate of Completion|3300x2550|px|course certificate completion
Flashcard|1050x750|px|flashcard study learning
Report Card|2480x3508|px|report card grades school
Yearbook|8.5x11|in|yearbook school memories
Diploma|11x8.5|in|diploma graduation
Classroom Poster|18x24|in|classroom poster school
`) },
];
