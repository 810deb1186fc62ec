// An Objective-C screen themed by Livery: bindings by key path and per state, a theme switch, the system
// appearance, an accent color and a change observer. .ci/objc compiles it with clang against the iOS SDK and the
// header Swift generates for LiveryObjC.
@import UIKit;
@import LiveryObjC;

@interface InboxViewController : UIViewController
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UIButton *composeButton;
@property (nonatomic, strong) id<NSObject> themeObserver;
@end

@implementation InboxViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.titleLabel = [[UILabel alloc] init];
    self.composeButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.view addSubview:self.titleLabel];
    [self.view addSubview:self.composeButton];

    NSError *error = nil;
    // Each key path is checked now: a misspelt property or a token of the wrong type is an error here, not a
    // crash at the first switch.
    if (![self.view lvr_bindKeyPath:@"backgroundColor" toToken:@"color.background.canvas" error:&error] ||
        ![self.titleLabel lvr_bindKeyPath:@"textColor" toToken:@"color.text.primary" error:&error] ||
        ![self.titleLabel lvr_bindKeyPath:@"font" toToken:@"typography.title" error:&error] ||
        ![self.view lvr_bindKeyPath:@"layer.borderColor" toToken:@"color.border.default" error:&error] ||
        ![self.composeButton lvr_bindStateProperty:@"titleColor"
                                           toToken:@"color.accent.default"
                                          forState:UIControlStateNormal
                                             error:&error] ||
        ![self.composeButton lvr_bindStateProperty:@"titleColor"
                                           toToken:@"color.accent.pressed"
                                          forState:UIControlStateHighlighted
                                             error:&error]) {
        NSLog(@"Livery: %@ (%@ %ld)", error.localizedDescription, error.domain, (long)error.code);
    }
    // A per-theme binding: the night theme dims the title; other themes leave it as it is.
    [self.titleLabel lvr_bindKeyPath:@"alpha" toTokensByTheme:@{@"night" : @"opacity.dimmed"} error:NULL];

    __weak typeof(self) weakSelf = self;
    self.themeObserver = [LVRThemeManager.sharedManager addChangeObserver:^(NSString *theme) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [weakSelf setNeedsStatusBarAppearanceUpdate];
        });
    }];
}

- (void)dealloc {
    [LVRThemeManager.sharedManager removeChangeObserver:self.themeObserver];
}

- (void)showDarkTheme {
    NSError *error = nil;
    if (![LVRThemeManager.sharedManager switchToTheme:@"dark" animated:YES error:&error]) {
        NSLog(@"Livery: %@", error.localizedDescription);
    }
}

- (void)followSystem {
    [LVRThemeManager.sharedManager followSystemAppearanceAndReturnError:NULL];
}

- (void)pickAccent:(UIColor *)color {
    [LVRThemeManager.sharedManager setAccentColor:color forToken:@"color.accent.default" animated:YES error:NULL];
}

@end
