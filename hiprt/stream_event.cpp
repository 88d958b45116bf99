// Streams and events. The emulator runs every operation to completion before the call returns,
// so a stream is in order trivially and always idle; a stream handle exists to be validated.
// An event records the clock when the stream reaches it (that is, at hipEventRecord): the host's
// steady clock, and the device's modelled clock (the sum of the timing model's times of the
// launches so far) when WMMA_ASM_HIP_MODEL=1.
#include "hiprt/runtime.hpp"

using hiprt::guarded;
using hiprt::Runtime;

extern "C" {

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!stream) return hipErrorInvalidValue;
        if (flags & ~unsigned(hipStreamNonBlocking)) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        auto s = std::make_unique<ihipStream_t>();
        s->flags = flags;
        rt.streams.insert(s.get());
        *stream = s.release();
        return hipSuccess;
    });
}

hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithFlags(stream, hipStreamDefault); }

hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int /*priority: one queue*/) {
    return hipStreamCreateWithFlags(stream, flags);
}

hipError_t hipStreamDestroy(hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!stream) return hipErrorInvalidHandle;   // the null stream cannot be destroyed
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.streams.erase(stream)) return hipErrorInvalidHandle;
        delete stream;
        return hipSuccess;
    });
}

// A synchronising call: reports a kernel fault still pending.
hipError_t hipStreamSynchronize(hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        return rt.take_pending();
    });
}

hipError_t hipStreamQuery(hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        return hiprt::is_valid_stream(stream) ? hipSuccess : hipErrorInvalidHandle;
    });
}

hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream) || !rt.events.count(event)) return hipErrorInvalidHandle;
        return flags == 0 ? hipSuccess : hipErrorInvalidValue;
    });
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!flags) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        *flags = stream ? stream->flags : 0u;
        return hipSuccess;
    });
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!event) return hipErrorInvalidValue;
        const unsigned known = hipEventDefault | hipEventBlockingSync | hipEventDisableTiming | hipEventInterprocess;
        if (flags & ~known) return hipErrorInvalidValue;
        hiprt::timing_banner();
        auto& rt = Runtime::get();
        auto l = rt.lock();
        auto e = std::make_unique<ihipEvent_t>();
        e->flags = flags;
        rt.events.insert(e.get());
        *event = e.release();
        return hipSuccess;
    });
}

hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, hipEventDefault); }

hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.count(event)) return hipErrorInvalidHandle;
        if (!hiprt::is_valid_stream(stream)) return hipErrorInvalidHandle;
        event->recorded = true;
        event->wall = std::chrono::steady_clock::now();
        event->modelled_ms = rt.modelled_clock_ms;
        event->modelled = rt.modelled_clock_valid;
        return hipSuccess;
    });
}

hipError_t hipEventSynchronize(hipEvent_t event) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.count(event)) return hipErrorInvalidHandle;
        return rt.take_pending();
    });
}

// Always complete (work finishes before the call that issued it returns); an event never
// recorded is complete as well, as in ROCclr.
hipError_t hipEventQuery(hipEvent_t event) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        return rt.events.count(event) ? hipSuccess : hipErrorInvalidHandle;
    });
}

hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
    return guarded(hipErrorInvalidHandle, [&] {
        if (!ms) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.count(start) || !rt.events.count(stop)) return hipErrorInvalidHandle;
        if ((start->flags | stop->flags) & hipEventDisableTiming) return hipErrorInvalidHandle;
        if (!start->recorded || !stop->recorded) return hipErrorInvalidHandle;   // ROCclr: not recorded
        if (rt.env().model) {
            if (!start->modelled || !stop->modelled) {
                hiprt::report("a launch between the events had no modelled time: hipEventElapsedTime is not available");
                return hipErrorNotReady;
            }
            *ms = static_cast<float>(stop->modelled_ms - start->modelled_ms);
        } else {
            *ms = std::chrono::duration<float, std::milli>(stop->wall - start->wall).count();
        }
        return hipSuccess;
    });
}

hipError_t hipEventDestroy(hipEvent_t event) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.events.erase(event)) return hipErrorInvalidHandle;
        delete event;
        return hipSuccess;
    });
}

}  // extern "C"
