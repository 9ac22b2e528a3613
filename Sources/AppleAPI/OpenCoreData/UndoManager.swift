// SPDX-License-Identifier: Apache-2.0

import Foundation

#if !canImport(Darwin)  // Apple's Foundation has it; swift-corelibs-foundation doesn't
    /// Records changes so they can be undone and redone. Mirrors Foundation's
    /// [`UndoManager`](https://developer.apple.com/documentation/foundation/undomanager), which a context's
    /// `undoManager` holds; here in OpenCoreData, the shim exporting it with Core Data.
    /// - Note: Ours in part: undo actions are registered with `registerUndo(withTarget:handler:)` (selectors can't be
    ///   performed here), each registration outside a group is a step of its own (iOS groups a run loop pass's), and a
    ///   context records nothing in it.
    open class UndoManager: NSObject, @unchecked Sendable {
        // Unchecked: as Apple's, an undo manager is used from one thread (the main one for a view context).
        private var undoSteps: [[() -> Void]] = []
        private var redoSteps: [[() -> Void]] = []
        private var openGroup: [() -> Void]?
        private var groupDepth = 0

        /// Whether an undo is running (its actions register redos).
        open private(set) var isUndoing = false
        /// Whether a redo is running.
        open private(set) var isRedoing = false
        /// How many steps are kept (0: any number).
        open var levelsOfUndo = 0

        public override init() { super.init() }

        /// Registers `handler`, called with `target` when the step is undone (or redone, while undoing).
        open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
            let action = { [weak target] in if let target { handler(target) } }
            if isUndoing {
                redoSteps[redoSteps.count - 1].append(action)
            } else if openGroup != nil {
                openGroup?.append(action)
            } else {
                if !isRedoing { redoSteps = [] }
                push([action])
            }
        }

        /// Starts a group: the actions registered until ``endUndoGrouping()`` are one step.
        open func beginUndoGrouping() {
            groupDepth += 1
            if groupDepth == 1 { openGroup = [] }
        }

        /// Ends the group ``beginUndoGrouping()`` started.
        open func endUndoGrouping() {
            guard groupDepth > 0 else { return }
            groupDepth -= 1
            guard groupDepth == 0, let group = openGroup else { return }
            openGroup = nil
            if !group.isEmpty {
                if !isRedoing { redoSteps = [] }
                push(group)
            }
        }

        /// Whether there is a step to undo.
        open var canUndo: Bool { !undoSteps.isEmpty }
        /// Whether there is a step to redo.
        open var canRedo: Bool { !redoSteps.isEmpty }

        /// Undoes the last step, its actions in reverse order.
        open func undo() {
            guard let step = undoSteps.popLast() else { return }
            isUndoing = true
            redoSteps.append([])
            for action in step.reversed() { action() }
            isUndoing = false
        }

        /// Redoes the last step undone.
        open func redo() {
            guard let step = redoSteps.popLast() else { return }
            isRedoing = true
            beginUndoGrouping()
            for action in step.reversed() { action() }
            endUndoGrouping()
            isRedoing = false
        }

        /// Forgets every step.
        open func removeAllActions() {
            undoSteps = []
            redoSteps = []
        }

        private func push(_ step: [() -> Void]) {
            undoSteps.append(step)
            if levelsOfUndo > 0, undoSteps.count > levelsOfUndo { undoSteps.removeFirst() }
        }
    }
#endif
