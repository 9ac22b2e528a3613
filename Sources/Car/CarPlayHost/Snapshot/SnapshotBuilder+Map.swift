// SPDX-License-Identifier: Apache-2.0

import Foundation
import OpenCarPlay
import OpenMediaPlayer
import OpenUIKit

/// The map template: map and pan buttons, trip previews, guidance, the navigation alert.
extension SnapshotBuilder {
    func map(_ s: inout TemplateSnapshot, _ map: CPMapTemplate, _ tid: String) {
        let visible = map.mapButtons.filter { !$0.isHidden }
        s.map = MapDetails()
        // "Up to four" map buttons (the guide, June 2025, "Map template"); Apple's `mapButtons` page says the first
        // three are shown. The guide's number is the more permissive, so nothing it allows is cut; no source gives
        // another number while panning.
        let limit = 4
        session.noteTrim(tid, "mapButtons", shown: min(visible.count, limit), given: visible.count)
        s.buttons = visible.prefix(limit).enumerated().map { i, b in
            add(ElementSnapshot(id: "\(tid).m\(i)", role: .mapButton, image: ref(b.image), isEnabled: b.isEnabled)) { [weak session, b] in
                session?.car.record(.selected(element: "\(tid).m\(i)", text: nil))
                b.tapHandler?(b)
            }
        }
        if map.isPanningInterfaceVisible {
            s.map?.isPanning = true
            // The car's panning interface: an arrow per direction; each touch (or knob nudge) pans one step.
            let directions: [(String, CPMapTemplate.PanDirection)] = [("up", .up), ("down", .down), ("left", .left), ("right", .right)]
            for (name, direction) in directions {
                s.buttons.append(
                    add(ElementSnapshot(id: "\(tid).pan.\(name)", role: .panButton, text: name, image: "symbol:chevron.\(name)")) {
                        [weak session, weak map] in
                        guard let session, let map else { return }
                        session.car.record(.selected(element: "\(tid).pan.\(name)", text: name))
                        map.mapDelegate?.mapTemplate(map, panWith: direction)
                    })
            }
        }
        if !map.tripPreviews.isEmpty {
            session.noteTrim(tid, "tripPreviews", shown: min(map.tripPreviews.count, 12), given: map.tripPreviews.count)
            let trips = Array(map.tripPreviews.prefix(12))
            let selected = map.selectedPreviewTrip ?? trips[0]
            let tripItems = trips.enumerated().map { i, trip in
                add(
                    ElementSnapshot(
                        id: "\(tid).trip\(i)", role: .tripPreview,
                        text: trip.destinationNameVariants?.first ?? trip.destination.name,
                        details: {
                            var d = ElementDetails()
                            d.isSelected = trip === selected
                            return d
                        }())
                ) { [weak session, weak map, trip] in
                    guard let session, let map else { return }
                    session.car.record(.selected(element: "\(tid).trip\(i)", text: trip.destination.name))
                    map.showTripPreviews(map.tripPreviews, selectedTrip: trip, textConfiguration: map.previewTextConfiguration)
                    if let choice = trip.routeChoices.first { map.mapDelegate?.mapTemplate(map, selectedPreviewFor: trip, using: choice) }
                }
            }
            session.noteTrim(tid, "routeChoices", shown: min(selected.routeChoices.count, 3), given: selected.routeChoices.count)
            let choices = selected.routeChoices.prefix(3).enumerated().map { i, c in
                add(
                    ElementSnapshot(
                        id: "\(tid).route\(i)", role: .routeChoice, text: c.summaryVariants.first,
                        detailText: c.additionalInformationVariants.first,
                        details: {
                            var d = ElementDetails()
                            d.summaryVariants = c.summaryVariants
                            d.additionalInformationVariants = c.additionalInformationVariants
                            d.isSelected = c === map.selectedRouteChoice
                            return d
                        }())
                ) { [weak session, weak map, selected, c] in
                    guard let session, let map else { return }
                    session.car.record(.selected(element: "\(tid).route\(i)", text: c.summaryVariants.first))
                    map.selectedRouteChoice = c
                    session.invalidateElements()
                    map.mapDelegate?.mapTemplate(map, selectedPreviewFor: selected, using: c)
                }
            }
            s.sections = [SectionSnapshot(header: "Trips", items: tripItems), SectionSnapshot(header: "Routes", items: choices)]
            let start = map.previewTextConfiguration?.startButtonTitle ?? "Go"
            s.buttons.append(
                add(ElementSnapshot(id: "\(tid).start", role: .startTrip, text: start)) { [weak session, weak map, selected] in
                    guard let session, let map else { return }
                    session.car.record(.selected(element: "\(tid).start", text: start))
                    if let choice = map.selectedRouteChoice ?? selected.routeChoices.first {
                        map.mapDelegate?.mapTemplate(map, startedTrip: selected, using: choice)
                    }
                })
        }
        if let nav = map.navigationSession {
            var g = MapDetails.Guidance()
            if case .paused(let reason, let text) = nav.state {
                g.paused = MapDetails.Pause(
                    reason: [.unknown, .arrived, .loading, .locating, .rerouting, .proceedToRoute][Int(reason.rawValue)], description: text)
            }
            for m in nav.upcomingManeuvers.prefix(2) {
                // How the app wants it shown (a symbol-only second maneuver is a lane diagram, 120×18 pt).
                let style = map.mapDelegate?.mapTemplate(map, displayStyleFor: m) ?? []
                var maneuver = MapDetails.Maneuver(
                    // An app that gives only attributed variants (road shields as `NSTextAttachment`s) shows their text.
                    instructionVariants: m.instructionVariants.isEmpty ? m.attributedInstructionVariants.map(\.textWithoutAttachments) : m.instructionVariants,
                    type: NSStringFromCPManeuverType(m.maneuverType),
                    style: [
                        CPManeuverDisplayStyle.symbolOnly: .symbolOnly, .instructionOnly: .instructionOnly, .leadingSymbol: .leadingSymbol,
                        .trailingSymbol: .trailingSymbol
                    ][style])
                if let image = m.symbolImage {
                    let name = ref(image) ?? image.debugName
                    maneuver.image = name
                    maneuver.imageWidth = Int(image.size.width)
                    maneuver.imageHeight = Int(image.size.height)
                    if let drawing = image.drawing {
                        s.drawings = (s.drawings ?? [:]).merging([name: drawing.map(AppSession.baseViewCommand)]) { a, _ in a }
                    }
                }
                if let e = nav.maneuverEstimates.first(where: { $0.maneuver === m })?.estimates ?? m.initialTravelEstimates {
                    maneuver.distance = TravelEstimateText.distance(e.distanceRemainingToDisplay)
                }
                g.maneuvers.append(maneuver)
            }
            g.road = nav.currentRoadNameVariants.first
            // Metadata for the instrument cluster and HUD, only if the app agrees to provide it (iOS 17.4).
            if map.mapDelegate?.mapTemplateShouldProvideNavigationMetadata(map) == true, let m = nav.upcomingManeuvers.first {
                g.metadata = MapDetails.Metadata(
                    maneuverState: [.continue, .initial, .prepare, .execute][nav.maneuverState.rawValue],
                    junction: NSStringFromCPJunctionType(m.junctionType), trafficSide: NSStringFromCPTrafficSide(m.trafficSide),
                    exitAngle: m.junctionExitAngle.map { Int($0.converted(to: .degrees).value.rounded()) }, exitLabel: m.highwayExitLabel)
            }
            // Lanes: each lane's status and angles, from the current lane guidance.
            if let lanes = nav.currentLaneGuidance ?? nav.upcomingManeuvers.first?.linkedLaneGuidance {
                g.lanes = lanes.lanes.map { lane in
                    MapDetails.Lane(
                        status: [.notGood, .good, .preferred][lane.status.rawValue],
                        angles: lane.angles.map { Int($0.converted(to: .degrees).value.rounded()) },
                        highlightedAngle: lane.highlightedAngle.map { Int($0.converted(to: .degrees).value.rounded()) })
                }
            }
            if let trip = map.tripEstimates.first(where: { $0.trip === nav.trip }) {
                g.trip = MapDetails.TripEstimate(
                    minutesRemaining: TravelEstimateText.minutes(trip.estimates.timeRemaining),
                    distance: TravelEstimateText.distance(trip.estimates.distanceRemainingToDisplay),
                    color: [.default, .green, .orange, .red][Int(trip.color.rawValue)])
            }
            s.map?.guidance = g
        }
        if let alert = map.currentNavigationAlert {
            s.map?.alert = MapDetails.NavigationAlert(title: alert.titleVariants.first ?? "", subtitle: alert.subtitleVariants.first)
            for (i, a) in [alert.primaryAction, alert.secondaryAction].compactMap({ $0 }).enumerated() {
                s.buttons.append(
                    add(ElementSnapshot(id: "\(tid).alert\(i)", role: .navigationAlertAction, text: a.title)) {
                        [weak session, weak map, a] in
                        guard let session, let map else { return }
                        session.car.record(.selected(element: "\(tid).alert\(i)", text: a.title))
                        a.handler(a)
                        map.finishNavigationAlert(.userDismissed)
                    })
            }
        }
    }
}
