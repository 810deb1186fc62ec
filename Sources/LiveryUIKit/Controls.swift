// Compiled only where UIKit exists. The common views' and controls' color, font and image properties, declared
// so that `control.livery.<property>` binds through a closure the compiler specializes, not through a key path
// applied at run time (several times slower per set). Switches, sliders, steppers and refresh controls do not
// exist on tvOS.
#if canImport(UIKit) && !os(watchOS)  // watchOS has UIKit for colors and fonts only, no views
    import CoreText
    import UIKit

    // MARK: - Labels, text fields, text views

    extension ThemeProperties where Object: UILabel {
        /// `highlightedTextColor`.
        public var highlightedTextColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("highlightedTextColor", get: { $0.highlightedTextColor.map(UIKitColor.init) }) {
                $0.highlightedTextColor = $1?.color
            }
        }
        /// `shadowColor`.
        public var shadowColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("shadowColor", get: { $0.shadowColor.map(UIKitColor.init) }) { $0.shadowColor = $1?.color }
        }
    }

    extension ThemeProperties where Object: UITextField {
        /// `font`, scaled for Dynamic Type.
        public var font: ThemeProperty<Object, UIKitFont?> {
            ThemeProperty("font", get: { $0.font.map(UIKitFont.init) }) { field, font in
                if let font { field.font = font.font }
            }
        }
        /// The placeholder's color: `attributedPlaceholder` made from `placeholder` in this color (set the
        /// placeholder text first; UIKit has no placeholder color of its own, and `nil` leaves UIKit's gray).
        public var placeholderColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("placeholderColor", get: { attributedPlaceholderColor($0.attributedPlaceholder) }) {
                field, color in
                guard let text = field.placeholder ?? field.attributedPlaceholder?.string else { return }
                var attributes: [NSAttributedString.Key: Any] = [:]
                if let color { attributes[.foregroundColor] = color.color }
                field.attributedPlaceholder = NSAttributedString(string: text, attributes: attributes)
            }
        }
    }

    extension ThemeProperties where Object: UITextView {
        /// `font`, scaled for Dynamic Type.
        public var font: ThemeProperty<Object, UIKitFont?> {
            ThemeProperty("font", get: { $0.font.map(UIKitFont.init) }) { view, font in
                if let font { view.font = font.font }
            }
        }
    }

    // MARK: - Buttons

    extension ThemeProperties where Object: UIButton {
        /// The title label's font, scaled for Dynamic Type (for buttons without a configuration; a configured
        /// button takes its font from its configuration's title text attributes).
        public var titleFont: ThemeProperty<Object, UIKitFont?> {
            ThemeProperty("titleFont", get: { $0.titleLabel.map { UIKitFont($0.font) } }) { button, font in
                if let font { button.titleLabel?.font = font.font }
            }
        }
    }

    extension StatefulProperties where Object: UIButton {
        /// `setTitleShadowColor(_:for:)`.
        public var titleShadowColor: StatefulProperty<Object, UIKitColor?> {
            StatefulProperty(
                "titleShadowColor",
                get: { button, state in state.ownValue(button.titleShadowColor(for:)).map(UIKitColor.init) }
            ) { button, color, state in
                button.setTitleShadowColor(color?.color, for: state.uiControlState)
            }
        }
    }

    // MARK: - Controls

    #if !os(tvOS)
        extension ThemeProperties where Object: UISwitch {
            /// `onTintColor`.
            public var onTintColor: ThemeProperty<Object, UIKitColor?> {
                ThemeProperty("onTintColor", get: { $0.onTintColor.map(UIKitColor.init) }) {
                    $0.onTintColor = $1?.color
                }
            }
            /// `thumbTintColor`.
            public var thumbTintColor: ThemeProperty<Object, UIKitColor?> {
                ThemeProperty("thumbTintColor", get: { $0.thumbTintColor.map(UIKitColor.init) }) {
                    $0.thumbTintColor = $1?.color
                }
            }
        }

        extension ThemeProperties where Object: UISlider {
            /// `minimumTrackTintColor`.
            public var minimumTrackTintColor: ThemeProperty<Object, UIKitColor?> {
                ThemeProperty("minimumTrackTintColor", get: { $0.minimumTrackTintColor.map(UIKitColor.init) }) {
                    $0.minimumTrackTintColor = $1?.color
                }
            }
            /// `maximumTrackTintColor`.
            public var maximumTrackTintColor: ThemeProperty<Object, UIKitColor?> {
                ThemeProperty("maximumTrackTintColor", get: { $0.maximumTrackTintColor.map(UIKitColor.init) }) {
                    $0.maximumTrackTintColor = $1?.color
                }
            }
            /// `thumbTintColor`.
            public var thumbTintColor: ThemeProperty<Object, UIKitColor?> {
                ThemeProperty("thumbTintColor", get: { $0.thumbTintColor.map(UIKitColor.init) }) {
                    $0.thumbTintColor = $1?.color
                }
            }
            /// `minimumValueImage`.
            public var minimumValueImage: ThemeProperty<Object, UIKitImage?> {
                ThemeProperty("minimumValueImage", get: { $0.minimumValueImage.map(UIKitImage.init) }) {
                    $0.minimumValueImage = $1?.image
                }
            }
            /// `maximumValueImage`.
            public var maximumValueImage: ThemeProperty<Object, UIKitImage?> {
                ThemeProperty("maximumValueImage", get: { $0.maximumValueImage.map(UIKitImage.init) }) {
                    $0.maximumValueImage = $1?.image
                }
            }
        }

        extension StatefulProperties where Object: UISlider {
            /// `setThumbImage(_:for:)`.
            public var thumbImage: StatefulProperty<Object, UIKitImage?> {
                StatefulProperty(
                    "thumbImage", get: { slider, state in state.ownValue(slider.thumbImage(for:)).map(UIKitImage.init) }
                ) { slider, image, state in
                    slider.setThumbImage(image?.image, for: state.uiControlState)
                }
            }
        }

        extension StatefulProperties where Object: UIStepper {
            /// `setIncrementImage(_:for:)`.
            public var incrementImage: StatefulProperty<Object, UIKitImage?> {
                StatefulProperty(
                    "incrementImage",
                    get: { stepper, state in state.ownValue(stepper.incrementImage(for:)).map(UIKitImage.init) }
                ) { stepper, image, state in
                    stepper.setIncrementImage(image?.image, for: state.uiControlState)
                }
            }
            /// `setDecrementImage(_:for:)`.
            public var decrementImage: StatefulProperty<Object, UIKitImage?> {
                StatefulProperty(
                    "decrementImage",
                    get: { stepper, state in state.ownValue(stepper.decrementImage(for:)).map(UIKitImage.init) }
                ) { stepper, image, state in
                    stepper.setDecrementImage(image?.image, for: state.uiControlState)
                }
            }
        }
    #endif

    extension ThemeProperties where Object: UIProgressView {
        /// `progressTintColor`.
        public var progressTintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("progressTintColor", get: { $0.progressTintColor.map(UIKitColor.init) }) {
                $0.progressTintColor = $1?.color
            }
        }
        /// `trackTintColor`.
        public var trackTintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("trackTintColor", get: { $0.trackTintColor.map(UIKitColor.init) }) {
                $0.trackTintColor = $1?.color
            }
        }
    }

    extension ThemeProperties where Object: UISegmentedControl {
        /// `selectedSegmentTintColor`.
        public var selectedSegmentTintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("selectedSegmentTintColor", get: { $0.selectedSegmentTintColor.map(UIKitColor.init) }) {
                $0.selectedSegmentTintColor = $1?.color
            }
        }
    }

    extension StatefulProperties where Object: UISegmentedControl {
        /// The title color for a state (`setTitleTextAttributes(_:for:)`, keeping the state's other attributes).
        public var titleColor: StatefulProperty<Object, UIKitColor?> {
            // titleTextAttributes(for:) answers the state's own attributes only.
            StatefulProperty(
                "titleColor",
                get: { control, state in
                    (control.titleTextAttributes(for: state.uiControlState)?[.foregroundColor] as? UIColor)
                        .map(UIKitColor.init)
                }
            ) { control, color, state in
                control.mergeTitleAttributes([.foregroundColor: color?.color], for: state.uiControlState)
            }
        }
        /// The title font for a state, scaled for Dynamic Type, keeping the state's other attributes.
        public var titleFont: StatefulProperty<Object, UIKitFont?> {
            StatefulProperty(
                "titleFont",
                get: { control, state in
                    (control.titleTextAttributes(for: state.uiControlState)?[.font] as? UIFont).map(UIKitFont.init)
                }
            ) { control, font, state in
                control.mergeTitleAttributes([.font: font?.font], for: state.uiControlState)
            }
        }
    }

    /// The color of an attributed placeholder (its first character's), `nil` for none or UIKit's own gray.
    @MainActor
    func attributedPlaceholderColor(_ placeholder: NSAttributedString?) -> UIKitColor? {
        guard let placeholder, placeholder.length > 0 else { return nil }
        return (placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor).map(UIKitColor.init)
    }

    extension UISegmentedControl {
        /// Sets some title attributes of a state and removes those given as `nil`, keeping the others.
        fileprivate func mergeTitleAttributes(_ changes: [NSAttributedString.Key: Any?], for state: UIControl.State) {
            var attributes = titleTextAttributes(for: state) ?? [:]
            for (key, value) in changes { attributes[key] = value }
            setTitleTextAttributes(attributes, for: state)
        }
    }

    extension ThemeProperties where Object: UIPageControl {
        /// `pageIndicatorTintColor`.
        public var pageIndicatorTintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("pageIndicatorTintColor", get: { $0.pageIndicatorTintColor.map(UIKitColor.init) }) {
                $0.pageIndicatorTintColor = $1?.color
            }
        }
        /// `currentPageIndicatorTintColor`.
        public var currentPageIndicatorTintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty(
                "currentPageIndicatorTintColor", get: { $0.currentPageIndicatorTintColor.map(UIKitColor.init) }
            ) { $0.currentPageIndicatorTintColor = $1?.color }
        }
    }

    extension ThemeProperties where Object: UIActivityIndicatorView {
        /// `color`.
        public var color: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("color", get: { UIKitColor($0.color) }) { indicator, color in
                if let color { indicator.color = color.color }
            }
        }
    }

    // MARK: - Search bars, tables, collections

    extension ThemeProperties where Object: UISearchBar {
        /// `barTintColor`: the bar's background.
        public var barTintColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("barTintColor", get: { $0.barTintColor.map(UIKitColor.init) }) { $0.barTintColor = $1?.color }
        }
        /// The search field's text color.
        public var searchTextColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("searchTextColor", get: { $0.searchTextField.textColor.map(UIKitColor.init) }) {
                $0.searchTextField.textColor = $1?.color
            }
        }
        /// The search field's background color.
        public var searchFieldBackgroundColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty(
                "searchFieldBackgroundColor", get: { $0.searchTextField.backgroundColor.map(UIKitColor.init) }
            ) { $0.searchTextField.backgroundColor = $1?.color }
        }
        /// The search field's font, scaled for Dynamic Type.
        public var searchFont: ThemeProperty<Object, UIKitFont?> {
            ThemeProperty("searchFont", get: { $0.searchTextField.font.map(UIKitFont.init) }) { bar, font in
                if let font { bar.searchTextField.font = font.font }
            }
        }
    }

    extension ThemeProperties where Object: UITableView {
        /// `separatorColor`.
        public var separatorColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("separatorColor", get: { $0.separatorColor.map(UIKitColor.init) }) {
                $0.separatorColor = $1?.color
            }
        }
        /// `sectionIndexColor`.
        public var sectionIndexColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("sectionIndexColor", get: { $0.sectionIndexColor.map(UIKitColor.init) }) {
                $0.sectionIndexColor = $1?.color
            }
        }
        /// `sectionIndexBackgroundColor`.
        public var sectionIndexBackgroundColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty(
                "sectionIndexBackgroundColor", get: { $0.sectionIndexBackgroundColor.map(UIKitColor.init) }
            ) { $0.sectionIndexBackgroundColor = $1?.color }
        }
    }

    extension ThemeProperties where Object: UICollectionView {
        /// The collection's background: the `backgroundView`'s color, made a plain view when there is none (a
        /// collection view draws its `backgroundView` over its `backgroundColor`). `nil` clears the color and
        /// keeps the view, so a theme without a value shows what the app's own background view showed.
        public var backgroundViewColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("backgroundViewColor", get: { $0.backgroundView?.backgroundColor.map(UIKitColor.init) }) {
                collection, color in
                guard let color else {
                    collection.backgroundView?.backgroundColor = nil
                    return
                }
                let view = collection.backgroundView ?? UIView()
                view.backgroundColor = color.color
                collection.backgroundView = view
            }
        }
    }

    // MARK: - Layers

    extension ThemeProperties where Object: CALayer {
        /// `shadowColor` alone (``shadow`` sets the whole shadow from a shadow token).
        public var shadowColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("shadowColor", get: { $0.shadowColor.map(UIKitColor.init(cgColor:)) }) {
                $0.shadowColor = $1?.cgColor
            }
        }
    }

    extension ThemeProperties where Object: CATextLayer {
        /// `foregroundColor`.
        public var foregroundColor: ThemeProperty<Object, UIKitColor?> {
            ThemeProperty("foregroundColor", get: { $0.foregroundColor.map(UIKitColor.init(cgColor:)) }) {
                $0.foregroundColor = $1?.cgColor
            }
        }
        /// `font` and `fontSize`, from a typography token (scaled for Dynamic Type).
        public var textFont: ThemeProperty<Object, UIKitFont?> {
            ThemeProperty("textFont", get: { UIKitFont(textLayerFont(of: $0)) }) { layer, font in
                guard let font else { return }
                layer.font = font.font
                layer.fontSize = font.font.pointSize
            }
        }
    }

    /// The font a text layer draws with, at its `fontSize`: `font` may hold a font, or a font's name
    /// (Core Animation's default is Helvetica).
    @MainActor
    func textLayerFont(of layer: CATextLayer) -> UIFont {
        let size = layer.fontSize
        if let font = layer.font, CFGetTypeID(font) == CTFontGetTypeID() {
            return (font as! UIFont).withSize(size)
        }
        let name = (layer.font as? String) ?? "Helvetica"
        return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
    }
#endif
