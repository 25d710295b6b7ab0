// Dates in the UAE (Asia/Dubai, UTC+4, no daylight saving), re-exported by hours.ts. Without an
// instant they are read from the server's clock (lib/clock.ts).
export { dubaiDatePlus as uaeDatePlus, dubaiToday as uaeToday } from '@/lib/clock';
