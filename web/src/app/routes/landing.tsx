import { SplashScreen } from '@/features/splash/splash-screen';

export default SplashScreen;
