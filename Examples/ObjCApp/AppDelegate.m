// Loading themes at launch, and a theme pack downloaded earlier, from Objective-C.
@import UIKit;
@import LiveryObjC;

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    LVRThemeManager *themes = LVRThemeManager.sharedManager;
    NSURL *resolver = [NSBundle.mainBundle URLForResource:@"themes.resolver" withExtension:@"json"];
    NSError *error = nil;
    if (![themes loadThemesFromResolverAtURL:resolver modifier:@"theme" error:&error]) {
        NSLog(@"Livery: %@", error.localizedDescription);
        return YES;
    }
    // Themes from loose token files, each one its files layered in order (a later file wins).
    NSURL *base = [NSBundle.mainBundle URLForResource:@"base.tokens" withExtension:@"json"];
    NSURL *reader = [NSBundle.mainBundle URLForResource:@"reader.tokens" withExtension:@"json"];
    if (base != nil && reader != nil &&
        ![themes loadThemesFromTokenFiles:@{@"reader" : @[ base, reader ]} defaultTheme:@"reader" error:&error]) {
        NSLog(@"Livery: %@", error.localizedDescription);
    }
    // A theme space instead (brand × mode × density, Examples/Spaces): each dimension selected on its own, the
    // system appearance selecting the mode.
    NSURL *space = [NSBundle.mainBundle URLForResource:@"space.resolver" withExtension:@"json"];
    if (space != nil && [themes loadThemeSpaceFromResolverAtURL:space modeDimension:@"mode" error:&error]) {
        [themes selectContext:@"compact" forDimension:@"density" animated:NO error:&error];
        NSLog(@"selection: %@", themes.selection);
    }
    [themes followSystemAppearanceAndReturnError:NULL];
    NSLog(@"themes: %@, current: %@", [themes.themeNames componentsJoinedByString:@", "], themes.currentThemeName);

    NSURL *pack = [NSBundle.mainBundle URLForResource:@"forest" withExtension:@"liverypack"];
    NSURL *packs = [[NSFileManager.defaultManager URLsForDirectory:NSApplicationSupportDirectory
                                                         inDomains:NSUserDomainMask].firstObject
        URLByAppendingPathComponent:@"ThemePacks"];
    NSString *publisherKey = @"<the public key livery keygen wrote>";
    if (pack != nil) {
        [themes installPackAtURL:pack
                   intoDirectory:packs
                     trustedKeys:@[ publisherKey ]
               completionHandler:^(NSArray<NSString *> *added, NSError *installError) {
                   if (installError != nil) {
                       NSLog(@"Livery: %@", installError.localizedDescription);
                   } else {
                       NSLog(@"pack themes: %@", [added componentsJoinedByString:@", "]);
                   }
               }];
    }
    [NSNotificationCenter.defaultCenter addObserverForName:LVRThemeManager.didChangeNotification
                                                    object:nil
                                                     queue:nil
                                                usingBlock:^(NSNotification *note) {
                                                    NSLog(@"theme: %@", themes.currentThemeName);
                                                }];
    return YES;
}

@end
