// The deploy catalogue: regions (one closed to deploys), plans (one not offered everywhere), images.
import type { OsImage, Plan, Region } from '../types';

export const REGIONS: Region[] = [
  {
    id: 'ewr',
    name: 'New Jersey',
    city: 'Piscataway',
    country: 'US',
    available: true,
    volumePricePerGbMonthCents: 10,
  },
  {
    id: 'fra',
    name: 'Frankfurt',
    city: 'Frankfurt am Main',
    country: 'DE',
    available: true,
    volumePricePerGbMonthCents: 10,
  },
  {
    id: 'nrt',
    name: 'Tokyo',
    city: 'Tokyo',
    country: 'JP',
    available: true,
    volumePricePerGbMonthCents: 12,
  },
  {
    id: 'sgp',
    name: 'Singapore',
    city: 'Singapore',
    country: 'SG',
    available: true,
    volumePricePerGbMonthCents: 12,
  },
  {
    id: 'syd',
    name: 'Sydney',
    city: 'Sydney',
    country: 'AU',
    available: true,
    volumePricePerGbMonthCents: 12,
  },
  {
    id: 'lhr',
    name: 'London',
    city: 'London',
    country: 'GB',
    available: false,
    volumePricePerGbMonthCents: 11,
  },
];

const ALL = REGIONS.map((r) => r.id);
const plan = (
  id: string,
  name: string,
  vcpus: number,
  memoryMb: number,
  diskGb: number,
  priceMonthlyCents: number,
  regionIds: string[] = ALL,
): Plan => ({
  id,
  name,
  vcpus,
  memoryMb,
  diskGb,
  priceMonthlyCents,
  priceHourlyCents: Math.round((priceMonthlyCents / 672) * 1000) / 1000,
  regionIds,
});

export const PLANS: Plan[] = [
  plan('vc2-1c-1gb', 'Regular 1 vCPU / 1 GB', 1, 1024, 25, 500),
  plan('vc2-1c-2gb', 'Regular 1 vCPU / 2 GB', 1, 2048, 55, 1000),
  plan('vc2-2c-4gb', 'Regular 2 vCPU / 4 GB', 2, 4096, 80, 2000),
  plan('vc2-4c-8gb', 'Regular 4 vCPU / 8 GB', 4, 8192, 160, 4000),
  plan('vc2-8c-32gb', 'Regular 8 vCPU / 32 GB', 8, 32768, 640, 16000),
  plan('hf-16c-64gb', 'High Frequency 16 vCPU / 64 GB', 16, 65536, 1280, 32000, [
    'ewr',
    'fra',
    'nrt',
    'lhr',
  ]),
  plan('gpu-a100-1', 'GPU 1× A100 / 12 vCPU / 120 GB', 12, 122880, 1400, 175000, ['ewr', 'fra']),
];

export const OS_IMAGES: OsImage[] = [
  {
    id: 'ubuntu-24.04',
    name: 'Ubuntu 24.04 LTS',
    family: 'ubuntu',
    version: '24.04',
    minDiskGb: 10,
  },
  {
    id: 'ubuntu-22.04',
    name: 'Ubuntu 22.04 LTS',
    family: 'ubuntu',
    version: '22.04',
    minDiskGb: 10,
  },
  { id: 'debian-12', name: 'Debian 12 (bookworm)', family: 'debian', version: '12', minDiskGb: 10 },
  { id: 'rocky-9', name: 'Rocky Linux 9', family: 'rocky', version: '9', minDiskGb: 20 },
  { id: 'alma-9', name: 'AlmaLinux 9', family: 'almalinux', version: '9', minDiskGb: 20 },
  { id: 'fedora-41', name: 'Fedora 41', family: 'fedora', version: '41', minDiskGb: 20 },
  { id: 'freebsd-14', name: 'FreeBSD 14.1', family: 'freebsd', version: '14.1', minDiskGb: 10 },
  {
    id: 'windows-2022',
    name: 'Windows Server 2022 Standard',
    family: 'windows',
    version: '2022',
    minDiskGb: 40,
  },
];

/** Public-looking first two octets per region; addresses are handed out sequentially. */
export const REGION_IP_BASE: Record<string, string> = {
  ewr: '45.76',
  fra: '136.244',
  nrt: '202.182',
  sgp: '139.180',
  syd: '149.28',
  lhr: '95.179',
};
