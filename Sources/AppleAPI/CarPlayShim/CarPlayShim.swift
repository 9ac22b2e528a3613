// SPDX-License-Identifier: Apache-2.0

// One import for CarPlay app code: Apple's frameworks where they exist, OpenCarPlay's elsewhere.

#if os(iOS) && canImport(CarPlay)  // not `canImport` alone: on Linux a module of another package may be named CarPlay
    @_exported import CarPlay
    @_exported import UIKit
    @_exported import MediaPlayer
    @_exported import Intents
    @_exported import UserNotifications
    @_exported import MapKit
    @_exported import CoreLocation
    @_exported import AVFAudio
    @_exported import CallKit
    @_exported import ExternalAccessory
    @_exported import Combine
    @_exported import Security
    @_exported import Observation
    @_exported import os
    @_exported import Contacts
    @_exported import CoreSpotlight
    @_exported import StoreKit
    @_exported import SwiftUI
    @_exported import WidgetKit
    @_exported import ActivityKit
    @_exported import Network
    @_exported import CoreBluetooth
    @_exported import SwiftData
    @_exported import CoreData
    @_exported import BackgroundTasks
    @_exported import AppIntents
    @_exported import WatchConnectivity
#else
    @_exported import Foundation
    @_exported import OpenCarPlay
    @_exported import OpenCoreGraphics
    @_exported import OpenUIKit
    @_exported import OpenMediaPlayer
    @_exported import OpenIntents
    @_exported import OpenUserNotifications
    @_exported import OpenMapKit
    @_exported import OpenAVFAudio
    @_exported import OpenCallKit
    @_exported import OpenExternalAccessory
    @_exported import OpenSecurity
    @_exported import OpenCombineShim
    @_exported import OpenContacts
    @_exported import OpenCoreSpotlight
    @_exported import OpenStoreKit
    // What CarPlay code reaches of SwiftUI, WidgetKit and ActivityKit (an app's live activities and widget reloads, the
    // `ObservableObject` model its phone screens share): the views are drawn only in the car's widgets.
    @_exported import OpenSwiftUI
    @_exported import OpenWidgetKit
    @_exported import OpenActivityKit
    // The phone's connection (`NWPathMonitor`) and Bluetooth (`CBCentralManager`), as the car sets them.
    @_exported import OpenNetwork
    @_exported import OpenCoreBluetooth
    // The app's model layer: SwiftData's models and contexts, Core Data's containers and managed objects.
    @_exported import OpenSwiftData
    @_exported import OpenCoreData
    // The app's scheduled background work (`BGTaskScheduler`), which an app delegate registers at launch.
    @_exported import OpenBackgroundTasks
    // The phone's log (`Logger`, `os_log`): Apple's where it exists (macOS), ours elsewhere.
    #if canImport(os)
        @_exported import os
    #else
        @_exported import OpenOSLog
    #endif
    // `@Observable` and `withObservationTracking`: iOS code gets them through SwiftUI or its other Apple imports.
    @_exported import Observation
    // On Linux, URLSession and URLRequest live in FoundationNetworking; on iOS, Foundation has them.
    #if canImport(FoundationNetworking)
        @_exported import FoundationNetworking
    #endif
    // On Linux, XMLParser lives in FoundationXML; on iOS, Foundation has it.
    #if canImport(FoundationXML)
        @_exported import FoundationXML
    #endif
#endif
