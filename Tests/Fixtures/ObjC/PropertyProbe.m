// Properties declared as UIKit and Core Animation declare them (copied from the iOS 17 SDK's headers), compiled by
// .ci/objc to an object file whose property attribute strings are compared with property-attributes.txt, the
// strings LiveryObjCTests feed to the key path checks: what the Objective-C runtime returns for these properties
// comes from the same compiler rules. @dynamic, so no instance variable name is added to the strings.
@import UIKit;

@interface LVRProbeLabel : NSObject
@property(null_resettable, nonatomic, strong) UIColor *textColor;
@property(null_resettable, nonatomic, strong) UIFont *font;
@property(nullable, nonatomic, copy) NSString *text;
@property(nonatomic) NSInteger numberOfLines;
@end

@interface LVRProbeView : NSObject
@property(nullable, nonatomic, copy) UIColor *backgroundColor;
@property(nonatomic) CGFloat alpha;
@property(nonatomic, getter=isHidden) BOOL hidden;
@property(nonatomic, readonly, strong) CALayer *layer;
@property(nonatomic) CGRect frame;
@end

@interface LVRProbeLayer : NSObject
@property(nullable) CGColorRef borderColor;
@property CGFloat borderWidth;
@property float opacity;
@end

@interface LVRProbeImageView : NSObject
@property(nullable, nonatomic, strong) UIImage *image;
@property(nonatomic, strong) id delegate;
@end

@implementation LVRProbeLabel
@dynamic textColor, font, text, numberOfLines;
@end

@implementation LVRProbeView
@dynamic backgroundColor, alpha, hidden, layer, frame;
@end

@implementation LVRProbeLayer
@dynamic borderColor, borderWidth, opacity;
@end

@implementation LVRProbeImageView
@dynamic image, delegate;
@end
