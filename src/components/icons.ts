import {
  Activity, Award, BadgeCheck, BookOpen, Bot, Boxes, Briefcase, Building2, Calendar, ChartColumn, ChartLine, ChartPie,
  CircleCheck, Clock, Code, Compass, Cpu, Crosshair, Database, DollarSign, DoorOpen, Eye, FileText, Filter, Flag, Gauge,
  Globe, GraduationCap, Handshake, Headset, HeartHandshake, Layers, LayoutDashboard, Lightbulb, Mail, MapPin, Megaphone,
  MessageSquare, Monitor, Network, PenTool, PhoneCall, Presentation, Puzzle, QrCode, Radar, RefreshCw, Repeat, Rocket, Scale,
  Search, Settings, Share2, ShieldCheck, ShoppingCart, Sparkles, Star, Store, Target, ThumbsUp, Trophy, TrendingUp,
  UserCheck, Users, Workflow, Zap, type LucideIcon,
} from 'lucide-react';

/**
 * Icons content may name. Content modules store an `IconName` (data), components render it;
 * add an entry here to make a new lucide icon available.
 */
export const icons = {
  activity: Activity, award: Award, badgeCheck: BadgeCheck, bookOpen: BookOpen, bot: Bot, boxes: Boxes,
  briefcase: Briefcase, building: Building2, calendar: Calendar, barChart: ChartColumn, lineChart: ChartLine,
  pieChart: ChartPie, check: CircleCheck, clock: Clock, code: Code, compass: Compass, cpu: Cpu, crosshair: Crosshair,
  database: Database, dollar: DollarSign, doorOpen: DoorOpen, eye: Eye, fileText: FileText, filter: Filter, flag: Flag,
  gauge: Gauge, globe: Globe, graduationCap: GraduationCap, handshake: Handshake, headset: Headset, heartHandshake: HeartHandshake,
  layers: Layers, dashboard: LayoutDashboard, lightbulb: Lightbulb, mail: Mail, mapPin: MapPin, megaphone: Megaphone,
  message: MessageSquare, monitor: Monitor, network: Network, penTool: PenTool, phoneCall: PhoneCall,
  presentation: Presentation, puzzle: Puzzle, qrCode: QrCode, radar: Radar, refresh: RefreshCw, repeat: Repeat, rocket: Rocket,
  scale: Scale, search: Search, settings: Settings, share: Share2, shieldCheck: ShieldCheck, cart: ShoppingCart,
  sparkles: Sparkles, star: Star, store: Store, target: Target, thumbsUp: ThumbsUp, trophy: Trophy,
  trendingUp: TrendingUp, userCheck: UserCheck, users: Users, workflow: Workflow, zap: Zap,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
