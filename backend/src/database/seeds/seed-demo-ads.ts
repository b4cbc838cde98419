import sharp from 'sharp';
import { DataSource, In } from 'typeorm';
import { AdCategory, AdStatus, formatImageUrl } from '@community/vocabulary';
import { User } from '../../modules/users/entities/user.entity';
import { Ad } from '../../modules/ads/entities/ad.entity';
import { AD_IMAGE_CONTENT_TYPE, adImageKeys, processAdImage } from '../../modules/ads/ad-images';
import { ImageStorageService } from '../../modules/uploads/image-storage.service';
import { demoMembers } from './demo-data';

interface DemoAd {
  title: string;
  category: AdCategory;
  description: string;
  adDescription: string;
  priceOffer: string | null;
  location: string;
  status: AdStatus;
  colors: [string, string, string];
}

const DEMO_ADS: DemoAd[] = [
  {
    title: 'Bright two-bedroom flat near the park',
    category: 'Real Estate',
    description: 'Renovated flat on the second floor, five minutes from the community centre.',
    adDescription: 'Available from the first of next month. Unfurnished, with a lift, a balcony and a storage room. Families welcome.',
    priceOffer: '$1,450 / month',
    location: 'Toronto, ON',
    status: 'approved',
    colors: ['#5b8def', '#f2b134', '#4caf50'],
  },
  {
    title: 'Family car, well kept, one owner',
    category: 'Automotive',
    description: 'Seven-seat family car with full service history.',
    adDescription: '92,000 km, winter tyres included, never smoked in. Happy to meet for a test drive on weekends.',
    priceOffer: '$11,900 or best offer',
    location: 'Mississauga, ON',
    status: 'approved',
    colors: ['#d9534f', '#6c757d', '#343a40'],
  },
  {
    title: 'Laptop repairs and data recovery',
    category: 'Technology',
    description: 'Screens, batteries, keyboards and lost files, usually within two days.',
    adDescription: 'Free diagnosis. Community members get 10% off labour. Pick-up available across the city.',
    priceOffer: 'From $40',
    location: 'Brampton, ON',
    status: 'approved',
    colors: ['#17a2b8', '#20c997', '#6610f2'],
  },
  {
    title: 'Home tutoring in maths and science',
    category: 'Services',
    description: 'Qualified teacher offering tutoring for grades 6 to 12.',
    adDescription: 'One-to-one lessons at your home or online, exam preparation, homework help. First lesson free.',
    priceOffer: '$35 / hour',
    location: 'Online or Toronto, ON',
    status: 'approved',
    colors: ['#fd7e14', '#ffc107', '#e83e8c'],
  },
  {
    title: 'Handmade wooden toys',
    category: 'Retail',
    description: 'Puzzles, trains and building blocks made by hand from local maple.',
    adDescription: 'Non-toxic finishes, made to order in about a week. Waiting for review in the admin panel.',
    priceOffer: null,
    location: 'Hamilton, ON',
    status: 'pending',
    colors: ['#8d6e63', '#a1887f', '#6d4c41'],
  },
];

/** A picture with the ad's title on a coloured background, as a camera JPEG would arrive. */
async function demoPicture(title: string, color: string, index: number): Promise<Buffer> {
  const safeTitle = title.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#g)"/>` +
    `<text x="60" y="420" font-family="sans-serif" font-size="54" fill="#222">${safeTitle}</text>` +
    `<text x="60" y="500" font-family="sans-serif" font-size="36" fill="#444">Photo ${index + 1}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A few ads with pictures made here and stored through the same pipeline and storage as an upload,
 * so the board has something to show. Posted by demo helpers; one stays pending for the admin panel.
 */
export async function seedDemoAds(dataSource: DataSource, images: ImageStorageService): Promise<number> {
  const posterEmails = demoMembers()
    .filter((member) => member.role === 'helper')
    .map((member) => member.email);
  const posters = await dataSource.getRepository(User).findBy({ email: In(posterEmails) });
  if (posters.length === 0) return 0;
  for (const [index, demo] of DEMO_ADS.entries()) {
    const poster = posters[index % posters.length];
    const keys = [];
    for (const [photo, color] of demo.colors.entries()) {
      const processed = await processAdImage(await demoPicture(demo.title, color, photo));
      const key = adImageKeys();
      await images.save(key.full, processed.full, AD_IMAGE_CONTENT_TYPE);
      await images.save(key.thumbnail, processed.thumbnail, AD_IMAGE_CONTENT_TYPE);
      keys.push(key);
    }
    await dataSource.getRepository(Ad).insert({
      title: demo.title,
      description: demo.description,
      category: demo.category,
      adDescription: demo.adDescription,
      priceOffer: demo.priceOffer,
      contactEmail: poster.email,
      contactPhone: '+1 555 010 2030',
      location: demo.location,
      status: demo.status,
      imageUrl: formatImageUrl(keys.map((key) => key.full)),
      thumbnailUrl: formatImageUrl(keys.map((key) => key.thumbnail)),
      userId: poster.id,
    });
  }
  return DEMO_ADS.length;
}
